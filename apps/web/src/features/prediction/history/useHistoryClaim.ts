/**
 * Claims from the history: one `claim(epochs)` through the app's write flow (toasts, Recent
 * Transactions, the receipt), then the index awaited and the wallet's bets and record refetched.
 * Epochs claimed here show as collected at once (`sent`), so their buttons do not offer a claim
 * that would now revert while the index catches up.
 */
import { getPredictionContracts } from '@ghost/contracts/manifest'
import { useCallback, useMemo, useState } from 'react'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { predictionEndpointOf, predictionKeys } from '../../../api/prediction/predictionQueries'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { claimPrediction } from '../../../chain/actions/prediction'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'

export type ClaimTexts = {
  /** Recent Transactions' line and the success toast's description. */
  summary: string
  success: string
  failure: string
}

export type HistoryClaim = {
  /** False without the game in this world's manifest, or before the wallet's client loaded. */
  ready: boolean
  /** Epochs whose claim is on its way (their buttons wait). */
  pending: ReadonlySet<string>
  /** Epochs claimed from this screen (shown collected until the index says so). */
  sent: ReadonlySet<string>
  claim: (epochs: readonly bigint[], texts: ClaimTexts) => Promise<void>
}

function withEpochs(set: ReadonlySet<string>, epochs: readonly bigint[], add: boolean) {
  const next = new Set(set)
  for (const epoch of epochs) {
    if (add) next.add(epoch.toString())
    else next.delete(epoch.toString())
  }
  return next
}

export function useHistoryClaim(account: string): HistoryClaim {
  const { manifest } = useRuntimeConfig()
  const prediction = getPredictionContracts(manifest)?.Prediction
  const { client } = useNftApi()
  const waitForIndex = useWaitForIndex()
  const { write, ready } = useWriteFlow()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set())

  const claim = useCallback(
    async (epochs: readonly bigint[], texts: ClaimTexts) => {
      if (!prediction || epochs.length === 0) return
      setPending((current) => withEpochs(current, epochs, true))
      try {
        const outcome = await write(
          { ...claimPrediction({ prediction, epochs }), summary: texts.summary },
          {
            success: { title: texts.success, description: texts.summary },
            failure: texts.failure,
            // no modal here: every failure, refused or reverted, is a toast
            toastErrors: 'all',
            waitForIndex,
            invalidates: [
              predictionKeys.player(predictionEndpointOf(client), account.toLowerCase()),
            ],
          },
        )
        if (outcome.ok) setSent((current) => withEpochs(current, epochs, true))
      } finally {
        setPending((current) => withEpochs(current, epochs, false))
      }
    },
    [prediction, write, waitForIndex, client, account],
  )

  const available = ready && prediction !== undefined
  return useMemo(
    () => ({ ready: available, pending, sent, claim }),
    [available, pending, sent, claim],
  )
}
