/**
 * Commit CAKE to one pool of a live sale. The pool's rules come first, before anything opens the
 * wallet: the basic pool's cap per wallet and what is left of it, that an oversubscribed pool
 * sells each wallet its share and returns the CAKE it cannot use (less the participation fee in
 * the unlimited pool), and that tokens and refunds are harvested after the end. Then the amount
 * (typed by the app's amount rules, or Max: the wallet's CAKE within what the cap leaves), checked
 * by the sdk's `validateIfoCommit` with its message under the field, what the wallet would be due
 * after this commit, and Enable CAKE (the approval) and Commit, both through the app's write flow.
 */
import {
  getIfoAllocationAfterCommit,
  type IfoFeeTier,
  type IfoPoolId,
  type IfoPoolKind,
  Percent,
  type Token,
} from '@ghost/sdk'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import { ifoKeys } from '../../../api/ifo/ifoQueries'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { depositIfoPool } from '../../../chain/actions/ifo'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useCakeSpend } from '../../../chain/tokens/useCakeSpend'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { AmountInput, FieldMessage } from '../../../components/AmountField'
import { EnableButton } from '../../../components/EnableButton'
import { OutputStat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { IfoPoolRead } from '../data/useIfoSale'
import {
  getCommitFormState,
  getCommitMaxText,
  getRemainingCap,
  POOL_LABELS,
} from '../rules/ifoRules'
import { CakeAmount, TokenAmount, useCakeText } from './figures'

export type CommitFormProps = {
  ifo: Address
  cake: Address
  pid: IfoPoolId
  kind: IfoPoolKind
  read: IfoPoolRead
  offeringToken: Token | null | undefined
  /** The wallet's CAKE; undefined until read. */
  balance: bigint | undefined
  feeTiers: readonly IfoFeeTier[] | undefined
}

export function CommitForm({
  ifo,
  cake,
  pid,
  kind,
  read,
  offeringToken,
  balance,
  feeTiers,
}: CommitFormProps) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const cakeText = useCakeText()
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const messageId = useId()
  const rulesId = useId()
  const flow = useWriteFlow()
  const { ready } = flow
  const waitForIndex = useWaitForIndex()

  const { pool } = read
  const committed = read.user?.amount ?? 0n
  const remaining = getRemainingCap(pool.limitPerUser, committed)
  const context = { limitPerUser: pool.limitPerUser, committed, balance }
  const form = getCommitFormState(typed, { ...context, hasActiveProfile: true })
  const fieldError = form.message !== undefined && !form.empty

  const spend = useCakeSpend({ cake, spender: ifo, amount: form.amount, flow })
  const { busy } = spend
  const needsApproval = spend.approval !== ApprovalState.APPROVED
  const after =
    form.amount === undefined || feeTiers === undefined
      ? undefined
      : getIfoAllocationAfterCommit(pool, committed, form.amount, feeTiers)
  const poolName = t(POOL_LABELS[kind])

  const commit = async () => {
    if (form.amount === undefined) return
    const summary = t('Commit %amount% CAKE to the %pool%', {
      amount: cakeText(form.amount),
      pool: poolName,
    })
    const outcome = await spend.send(
      { ...depositIfoPool({ ifo, pid, amount: form.amount }), summary },
      {
        success: { title: t('Committed!'), description: summary },
        failure: t('Could not commit'),
        toastErrors: 'all',
        waitForIndex,
        invalidates: [ifoKeys.all],
      },
    )
    if (outcome.ok) setTyped('')
  }

  const message =
    form.message === undefined
      ? undefined
      : form.limit
        ? t(form.message, {
            limit: cakeText(form.limit.limit),
            remaining: cakeText(form.limit.remaining),
          })
        : t(form.message)

  return (
    <div className="ifo-commit">
      <ul className="ui-amount-rules" id={rulesId}>
        {remaining !== undefined ? (
          <li>
            {t(
              'Each wallet may commit up to %limit% CAKE to this pool; you can still commit %remaining% CAKE.',
              {
                limit: cakeText(pool.limitPerUser),
                remaining: cakeText(remaining),
              },
            )}
          </li>
        ) : null}
        <li>
          {t(
            'When the pool is oversubscribed, you buy your share of its tokens and the CAKE it cannot use comes back to you.',
          )}
        </li>
        {pool.hasFee ? (
          <li>
            {t(
              'The CAKE that comes back pays a participation fee of %fee% of it at the current oversubscription; the fee falls as oversubscription grows.',
              { fee: format.percent(new Percent(read.feeBps, 10_000n)) },
            )}
          </li>
        ) : null}
        <li>{t('You harvest your tokens and any refund once the sale ends.')}</li>
      </ul>
      <div className="ui-field-row">
        <label htmlFor={inputId}>{t('CAKE to commit')}</label>
        <span className="ui-muted">
          {t('Balance')}: {balance === undefined ? '…' : <CakeAmount wei={balance} />}
        </span>
      </div>
      <div className="ifo-field">
        <AmountInput
          id={inputId}
          className="ifo-amount-input"
          placeholder="0.0"
          value={typed}
          aria-invalid={fieldError}
          aria-describedby={`${messageId} ${rulesId}`}
          onValueChange={setTyped}
        />
        <button
          type="button"
          className="button-secondary"
          disabled={getCommitMaxText(context) === ''}
          onClick={() => setTyped(getCommitMaxText(context))}
        >
          {t('Max')}
        </button>
      </div>
      <FieldMessage id={messageId} message={fieldError ? message : undefined} />
      {after ? (
        <StatList className="ifo-after">
          <OutputStat label={t('Allocation after this commit')}>
            <TokenAmount wei={after.offeringAmount} token={offeringToken} />
          </OutputStat>
          <OutputStat label={t('Refund after this commit')}>
            <CakeAmount wei={after.refundAmount} />
          </OutputStat>
        </StatList>
      ) : null}
      <div className="ifo-actions">
        {needsApproval ? (
          <EnableButton {...spend.enableButton(t('You can now commit CAKE to this sale.'))} />
        ) : null}
        <button
          type="button"
          className="button-primary"
          disabled={needsApproval || !ready || busy || form.amount === undefined}
          onClick={() => void commit()}
        >
          {busy ? t('Committing…') : t('Commit CAKE')}
        </button>
      </div>
    </div>
  )
}
