/**
 * Gathers what the swap derivation needs (currencies by id, balances, pairs, settings, the
 * resolved recipient, the deployment's addresses) and hands it to `getDerivedSwapInfo`: one
 * memoized object for the components.
 */
import { useMemo } from 'react'
import { useConnection } from 'wagmi'
import { useCurrencyBalances } from '../../chain/tokens/useCurrencyBalances'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useUserSettings } from '../settings/userSettings'
import { useCurrency } from '../tokens'
import { type DerivedSwapInfo, getDerivedSwapInfo } from './getDerivedSwapInfo'
import type { SwapState } from './swapState'
import { useRecipientAddress } from './useRecipientAddress'
import { useTradePairs } from './useTradePairs'

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
  const pairs = useTradePairs(inputCurrency, outputCurrency)
  const singleHopOnly = useUserSettings((settings) => settings.singleHopOnly)
  const slippageBps = useUserSettings((settings) => settings.slippageBps)
  const recipient = useRecipientAddress(state.recipient)
  const blockedAddresses = useMemo(
    () => [manifest.contracts.Factory, manifest.contracts.Router, manifest.contracts.WBNB],
    [manifest],
  )
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
        pairs,
        singleHopOnly,
        slippageBps,
        recipientAddress: recipient.address,
        blockedAddresses,
        taxedTokens,
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
      pairs,
      singleHopOnly,
      slippageBps,
      recipient.address,
      recipient.loading,
      blockedAddresses,
      taxedTokens,
    ],
  )
}
