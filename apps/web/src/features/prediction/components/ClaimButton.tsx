/**
 * Collect winnings of a closed round, or reclaim the bet of a canceled one: `claim([epoch])`
 * through the app's write flow (toasts, Recent Transactions, the receipt, the reads refreshed,
 * the history's index awaited). Once the receipt is in, the card shows the round as collected
 * at once, before the next block's reads say so.
 */
import { useState } from 'react'
import type { Address } from 'viem'
import { predictionKeys } from '../../../api/prediction/predictionQueries'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { claimPrediction } from '../../../chain/actions/prediction'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { msg, useTranslation } from '../../../i18n'
import { useBnbText } from './figures'

// the history's claims use the same words
const TEXTS = {
  collect: {
    label: msg('Collect winnings'),
    busy: msg('Collecting…'),
    success: msg('Winnings collected'),
    failure: msg('Could not collect winnings'),
  },
  reclaim: {
    label: msg('Reclaim'),
    busy: msg('Reclaiming…'),
    success: msg('Position reclaimed'),
    failure: msg('Could not reclaim'),
  },
} as const

export function ClaimButton({
  prediction,
  epoch,
  kind,
  amount,
  onCollected,
}: {
  prediction: Address
  epoch: bigint
  /** `collect` winnings of a closed round, `reclaim` the bet of a canceled one. */
  kind: 'collect' | 'reclaim'
  /** What the claim pays (the card shows it). */
  amount: bigint
  onCollected: () => void
}) {
  const { t } = useTranslation()
  const bnbText = useBnbText()
  const { write, ready } = useWriteFlow()
  const waitForIndex = useWaitForIndex()
  const [busy, setBusy] = useState(false)
  const texts = TEXTS[kind]
  const summary =
    kind === 'collect'
      ? t('Collect %amount% BNB from round %id%', {
          amount: bnbText(amount),
          id: epoch.toString(),
        })
      : t('Reclaim round %id%', { id: epoch.toString() })

  const claim = async () => {
    setBusy(true)
    try {
      const outcome = await write(
        { ...claimPrediction({ prediction, epochs: [epoch] }), summary },
        {
          success: { title: t(texts.success), description: summary },
          failure: t(texts.failure),
          toastErrors: 'all',
          waitForIndex,
          invalidates: [predictionKeys.all],
        },
      )
      if (outcome.ok) onCollected()
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="prediction-primary"
      disabled={!ready || busy}
      onClick={() => void claim()}
    >
      {t(busy ? texts.busy : texts.label)}
    </button>
  )
}
