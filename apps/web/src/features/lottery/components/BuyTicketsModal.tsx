/**
 * Buy Tickets: the quantity (1 to 100), the ticket price, the bulk discount and the total the
 * contract will take, the tickets' numbers (random, or the player's own in the edit view: one
 * six-digit field per ticket), then the CAKE approval and the purchase through the app's
 * transaction modal. Without enough CAKE the button says 'Insufficient Balance'.
 */
import {
  CurrencyAmount,
  formatTicketNumber,
  getBulkDiscountPercent,
  getBulkTicketCost,
  LOTTERY_MAX_TICKETS,
  Percent,
  randomTicketNumbers,
  Token,
} from '@ghost/sdk'
import { useId, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { lotteryKeys } from '../../../api/lottery/lotteryQueries'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { buyLotteryTickets } from '../../../chain/actions/lottery'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { TransactionConfirmationModal } from '../../transactions'
import { parseTicketCount, parseTicketFields } from '../rules/lotteryRules'
import { CakeAmount, cakeFraction } from './amounts'

export type BuyTicketsModalProps = {
  lottery: Address
  cake: Address
  lotteryId: bigint
  priceTicketInCake: bigint
  cakeBalance: bigint | undefined
  onClose: () => void
}

/** `count` fields: the ones already there, then new random numbers. */
function resize(fields: readonly string[], count: number): string[] {
  const fresh = randomTicketNumbers(count).map(formatTicketNumber)
  return fresh.map((number, index) => fields[index] ?? number)
}

export function BuyTicketsModal({
  lottery,
  cake,
  lotteryId,
  priceTicketInCake,
  cakeBalance,
  onClose,
}: BuyTicketsModalProps) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const { chainId } = useRuntimeConfig()
  const [countText, setCountText] = useState('1')
  const [fields, setFields] = useState(() => resize([], 1))
  const [editing, setEditing] = useState(false)
  const countId = useId()
  const countMessageId = useId()
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const waitForIndex = useWaitForIndex()

  const countInput = parseTicketCount(countText)
  const count = countInput.status === 'ok' ? countInput.count : undefined
  const shown = count === undefined ? fields : fields.slice(0, count)
  const { numbers, invalid } = parseTicketFields(shown)
  const cost = count === undefined ? undefined : getBulkTicketCost(priceTicketInCake, count)

  const token = useMemo(
    () => new Token({ chainId, address: cake, decimals: 18, symbol: 'CAKE', name: 'CAKE' }),
    [chainId, cake],
  )
  const amount = useMemo(
    () => (cost === undefined ? undefined : CurrencyAmount.fromRawAmount(token, cost)),
    [token, cost],
  )
  const [approval, approve] = useApproveCallback(amount, lottery, flow)
  const approving = state.approving || approval === ApprovalState.PENDING
  const needsApproval = approval !== ApprovalState.APPROVED
  const insufficient = cost !== undefined && cakeBalance !== undefined && cakeBalance < cost
  const canBuy = !!numbers && count !== undefined && numbers.length === count

  const changeCount = (text: string) => {
    setCountText(text)
    const next = parseTicketCount(text)
    if (next.status === 'ok' && next.count > fields.length) setFields(resize(fields, next.count))
  }

  const summary =
    count === undefined || cost === undefined
      ? ''
      : t('Buy %count% lottery tickets for %amount% CAKE', {
          count,
          amount: format.significant(cakeFraction(cost), 'amount'),
        })

  const buy = async () => {
    if (!numbers || count === undefined) return
    const outcome = await flow.write(
      { ...buyLotteryTickets({ lottery, lotteryId, numbers }), summary },
      {
        success: { title: t('Lottery tickets purchased!'), description: summary },
        failure: t('Could not buy lottery tickets'),
        waitForIndex,
        invalidates: [lotteryKeys.all],
      },
    )
    if (outcome.ok) setFields(resize([], count))
  }

  return (
    <TransactionConfirmationModal
      title={t('Buy Tickets')}
      onDismiss={state.errorMessage ? reset : onClose}
      attemptingTxn={state.attempting}
      hash={state.hash}
      pendingText={state.pendingText}
      errorMessage={state.errorMessage}
    >
      <div className="lottery-buy">
        <label htmlFor={countId}>{t('Number of tickets')}</label>
        <input
          id={countId}
          inputMode="numeric"
          autoComplete="off"
          value={countText}
          maxLength={3}
          aria-invalid={countInput.status === 'invalid'}
          aria-describedby={countMessageId}
          onChange={(event) => changeCount(event.target.value)}
        />
        <p id={countMessageId} className="lottery-field-message" aria-live="polite">
          {countInput.status === 'invalid' ? (
            <span role="alert">{t(countInput.message, { max: LOTTERY_MAX_TICKETS })}</span>
          ) : null}
        </p>
        <dl className="lottery-buy-figures">
          <div>
            <dt>{t('Cost per ticket')}</dt>
            <dd>
              <output aria-label={t('Cost per ticket')}>
                <CakeAmount wei={priceTicketInCake} />
              </output>
            </dd>
          </div>
          <div>
            <dt>{t('Bulk discount')}</dt>
            <dd>
              <output aria-label={t('Bulk discount')}>
                {count === undefined
                  ? '–'
                  : format.percent(
                      // the sdk's percent is a multiple of 0.05: exact in basis points
                      new Percent(BigInt(Math.round(getBulkDiscountPercent(count) * 100)), 10_000n),
                    )}
              </output>
            </dd>
          </div>
          <div className="lottery-buy-total">
            <dt>{t('You pay')}</dt>
            <dd>
              <output aria-label={t('You pay')}>
                {cost === undefined ? '–' : <CakeAmount wei={cost} />}
              </output>
            </dd>
          </div>
        </dl>
        <p className="lottery-muted">
          {t(
            'Buying more tickets at once costs less: the discount grows by %step% for each ticket after the first, up to %max% for %count% tickets.',
            {
              step: format.percent(new Percent(5n, 10_000n)),
              max: format.percent(new Percent(495n, 10_000n)),
              count: LOTTERY_MAX_TICKETS,
            },
          )}
        </p>
        <div className="lottery-buy-numbers">
          <button
            type="button"
            className="button-secondary"
            aria-expanded={editing}
            disabled={count === undefined}
            onClick={() => setEditing((open) => !open)}
          >
            {t('Edit numbers')}
          </button>
          {editing && count !== undefined ? (
            <fieldset className="lottery-edit">
              <legend>{t('Your numbers')}</legend>
              <p className="lottery-muted">
                {t(
                  'Each ticket is six digits. Prizes go to tickets whose first digits match the winning number.',
                )}
              </p>
              <button
                type="button"
                className="button-secondary"
                onClick={() => setFields((old) => [...resize([], count), ...old.slice(count)])}
              >
                {t('Randomize')}
              </button>
              <ol className="lottery-edit-list">
                {shown.map((field, index) => (
                  <TicketField
                    // a ticket's place in the purchase is its identity (its id follows it)
                    // biome-ignore lint/suspicious/noArrayIndexKey: the place is the ticket
                    key={index}
                    index={index}
                    value={field}
                    invalid={invalid[index] === true}
                    onChange={(value) =>
                      setFields((old) => old.map((entry, i) => (i === index ? value : entry)))
                    }
                  />
                ))}
              </ol>
            </fieldset>
          ) : null}
        </div>
        <div className="lottery-actions">
          {insufficient ? (
            <button type="button" className="button-primary" disabled>
              {t('Insufficient Balance')}
            </button>
          ) : (
            <>
              {needsApproval ? (
                <button
                  type="button"
                  className="button-primary"
                  disabled={
                    approval !== ApprovalState.NOT_APPROVED || approving || !ready || !canBuy
                  }
                  onClick={() =>
                    void approve({
                      success: {
                        title: t('Contract approved'),
                        description: t('You can now buy lottery tickets with CAKE.'),
                      },
                      failure: t('Could not approve CAKE'),
                    })
                  }
                >
                  {approving ? t('Approving') : t('Approve CAKE')}
                </button>
              ) : null}
              <button
                type="button"
                className="button-primary"
                disabled={needsApproval || !ready || !canBuy}
                onClick={() => void buy()}
              >
                {t('Buy now')}
              </button>
            </>
          )}
        </div>
      </div>
    </TransactionConfirmationModal>
  )
}

function TicketField({
  index,
  value,
  invalid,
  onChange,
}: {
  index: number
  value: string
  invalid: boolean
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = useId()
  const label = t('Ticket %number%', { number: index + 1 })
  return (
    <li>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <span id={errorId} role="alert" className="lottery-field-error">
          {t('Enter exactly 6 digits')}
        </span>
      ) : null}
    </li>
  )
}
