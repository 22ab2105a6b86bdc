/**
 * Collect winnings: the exact CAKE the wallet's unclaimed winning tickets in a round pay, then one
 * claim transaction per 100 tickets (the contract's limit) through the app's transaction modal.
 * A refused batch stops the rest; the tickets already collected show as claimed.
 */
import { LOTTERY_MAX_TICKETS } from '@ghost/sdk'
import { useState } from 'react'
import type { Address } from 'viem'
import { lotteryKeys } from '../../../api/lottery/lotteryQueries'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { claimLotteryTickets } from '../../../chain/actions/lottery'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { TransactionConfirmationModal } from '../../transactions'
import type { CollectPlan } from '../rules/lotteryRules'
import { CakeAmount, cakeFraction } from './amounts'

export function CollectWinningsModal({
  lottery,
  lotteryId,
  plan,
  onClose,
}: {
  lottery: Address
  lotteryId: bigint
  plan: CollectPlan
  onClose: () => void
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const waitForIndex = useWaitForIndex()
  const [busy, setBusy] = useState(false)
  const batches = plan.batches.length

  const collect = async () => {
    setBusy(true)
    try {
      for (const [index, ticketIds] of plan.batches.entries()) {
        const summary =
          batches > 1
            ? t('Collect winnings of round %id% (%batch% of %batches%)', {
                id: lotteryId.toString(),
                batch: index + 1,
                batches,
              })
            : t('Collect %amount% CAKE from round %id%', {
                id: lotteryId.toString(),
                amount: format.full(cakeFraction(plan.total)),
              })
        const outcome = await flow.write(
          { ...claimLotteryTickets({ lottery, lotteryId, ticketIds }), summary },
          {
            success: { title: t('Winnings collected'), description: summary },
            failure: t('Could not collect winnings'),
            waitForIndex,
            invalidates: [lotteryKeys.all],
          },
        )
        if (!outcome.ok) return
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <TransactionConfirmationModal
      title={t('Collect winnings')}
      onDismiss={state.errorMessage ? reset : onClose}
      attemptingTxn={state.attempting}
      hash={state.hash}
      pendingText={state.pendingText}
      errorMessage={state.errorMessage}
    >
      <div className="lottery-collect">
        <p>{t('Round %id%', { id: lotteryId.toString() })}</p>
        <dl className="lottery-buy-figures">
          <div>
            <dt>{t('Winning tickets')}</dt>
            <dd>
              <output aria-label={t('Winning tickets')}>
                {format.full(BigInt(plan.tickets.length))}
              </output>
            </dd>
          </div>
          <div className="lottery-buy-total">
            <dt>{t('Total to collect')}</dt>
            <dd>
              <output aria-label={t('Total to collect')}>
                <CakeAmount wei={plan.total} exact />
              </output>
            </dd>
          </div>
        </dl>
        {batches > 1 ? (
          <p className="lottery-muted">
            {t('Claimed in %batches% transactions of at most %max% tickets each.', {
              batches,
              max: LOTTERY_MAX_TICKETS,
            })}
          </p>
        ) : null}
        <div className="lottery-actions">
          <button
            type="button"
            className="button-primary"
            disabled={!ready || busy || batches === 0}
            onClick={() => void collect()}
          >
            {busy ? t('Claiming') : t('Claim')}
          </button>
        </div>
      </div>
    </TransactionConfirmationModal>
  )
}
