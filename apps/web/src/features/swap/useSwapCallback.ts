/**
 * Sends a trade through the router (spec §7): the candidates for the trade, slippage, deadline
 * (latest block time + the user's setting) and recipient are estimated, the last that works is
 * sent through the write flow with the one gas rule's limit and recorded. A failed estimate throws
 * a `SwapError` with the spec's text (selectSwapCall); a failed send comes back as the outcome's
 * error, as the wallet or node gave it, for the shared mapper (`toFlowError`). The receipt's
 * toast is the Recent Transactions updater's, so the flow toasts nothing.
 */
import { type Currency, getTransactionDeadline, type Token, type Trade } from '@ghost/sdk'
import { useCallback } from 'react'
import type { Address, Hash } from 'viem'
import { getBlock } from 'viem/actions'
import { useClient, useConnection } from 'wagmi'
import { routerSwap } from '../../chain/actions/router'
import { useWriteFlow, type WriteOutcome } from '../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { estimateSwapCalls } from './estimateSwapCalls'
import { getSwapCallCandidates } from './getSwapCallCandidates'
import { getSwapSummary } from './getSwapSummary'
import { SwapError } from './SwapError'
import { selectSwapCall } from './selectSwapCall'
import { SWAP_MESSAGES } from './swapMessages'

export type SwapParameters = {
  trade: Trade<Currency, Currency>
  slippageBps: number
  deadlineSeconds: number
  to: Address
  taxedToken: Token | undefined
}

export function useSwapCallback(): (
  parameters: SwapParameters,
  onSent: (hash: Hash) => void,
) => Promise<WriteOutcome> {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const publicClient = useClient()
  const { address: account } = useConnection()
  const { manifest } = useRuntimeConfig()
  const { write } = useWriteFlow()
  const router = manifest.contracts.Router

  return useCallback(
    async (
      { trade, slippageBps, deadlineSeconds, to, taxedToken }: SwapParameters,
      onSent: (hash: Hash) => void,
    ) => {
      if (!publicClient || !account) throw new SwapError({ key: SWAP_MESSAGES.missingDependencies })
      const block = await getBlock(publicClient)
      const calls = getSwapCallCandidates({
        trade,
        slippageBps,
        recipient: to,
        deadline: getTransactionDeadline({ blockTimestamp: block.timestamp, ttl: deadlineSeconds }),
      })
      const estimates = await estimateSwapCalls(publicClient, { router, account, calls })
      const choice = selectSwapCall(estimates, { taxedSymbol: taxedToken?.symbol })
      if ('error' in choice) throw new SwapError(choice.error, choice.hint)
      const summary = getSwapSummary(trade, { recipient: to, account, locale })
      // A failure here (the wallet's refusal, the node's answer) is read by `toFlowError`.
      return write(
        {
          ...routerSwap({ router, call: choice.call }),
          gas: choice.gasLimit,
          summary: t(summary.key, summary.values),
        },
        { toastErrors: 'none', onSent },
      )
    },
    [publicClient, account, router, write, t, locale],
  )
}
