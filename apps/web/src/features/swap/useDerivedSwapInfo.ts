/**
 * Gathers what the swap derivation needs (currencies by id, balances, pairs and their routing
 * index kept across blocks, settings, the resolved recipient, the deployment's addresses) and
 * hands it to `getDerivedSwapInfo`: one memoized object for the components.
 */
import { useMemo } from 'react'
import { useConnection } from 'wagmi'
import { useCurrencyBalances } from '../../chain/tokens/useCurrencyBalances'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useUserSettings } from '../../state/settings/userSettings'
import { useCurrency } from '../tokens'
import { type DerivedSwapInfo, getDerivedSwapInfo } from './getDerivedSwapInfo'
import type { SwapState } from './swapState'
import { useRecipientAddress } from './useRecipientAddress'
import { useRoutingIndex } from './useRoutingIndex'
import { useTradePairs } from './useTradePairs'
import { useTradeSearch } from './useTradeSearch'

export type UseDerivedSwapInfoReturnType = DerivedSwapInfo & {
  /** A send-to name is still being resolved. */
  recipientLoading: boolean
}

export function useDerivedSwapInfo(state: SwapState): UseDerivedSwapInfoReturnType {
  const { address: account } = useConnection()
  const { manifest } = useRuntimeConfig()
  const inputCurrency = useCurrency(state.inputCurrencyId || undefined) ?? undefined
  const outputCurrency = useCurrency(state.outputCurrencyId || undefined) ?? undefined
  const currencies = useMemo(() => [inputCurrency, outputCurrency], [inputCurrency, outputCurrency])
  const [inputBalance, outputBalance] = useCurrencyBalances(account, currencies)
  const { pairs, loading: pairsLoading } = useTradePairs(inputCurrency, outputCurrency)
  const singleHopOnly = useUserSettings((settings) => settings.singleHopOnly)
  const slippageBps = useUserSettings((settings) => settings.slippageBps)
  const recipient = useRecipientAddress(state.recipient)
  const search = useTradeSearch(state.typedValue !== '')
  const routing = useRoutingIndex(pairs, search?.updateIndex)
  const findTrade = search?.find
  const taxedTokens = useMemo(() => (manifest.tokens.TAX ? [manifest.tokens.TAX] : []), [manifest])
  return useMemo(
    () => ({
      ...getDerivedSwapInfo({
        state,
        account,
        inputCurrency,
        outputCurrency,
        inputBalance,
        outputBalance,
        routing,
        singleHopOnly,
        slippageBps,
        recipientAddress: recipient.address,
        taxedTokens,
        findTrade,
        pairsLoading,
      }),
      recipientLoading: recipient.loading,
    }),
    [
      state,
      account,
      inputCurrency,
      outputCurrency,
      inputBalance,
      outputBalance,
      routing,
      singleHopOnly,
      slippageBps,
      recipient.address,
      recipient.loading,
      taxedTokens,
      findTrade,
      pairsLoading,
    ],
  )
}
