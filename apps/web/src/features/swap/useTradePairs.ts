/**
 * The existing pairs with liquidity the trade search may route through, read each block, and
 * whether some are still unknown (first read pending).
 */
import type { Currency, Pair } from '@ghost/sdk'
import { useMemo } from 'react'
import { PairState, usePairs } from '../../chain/pairs/usePairs'
import { useDefaultTokens } from '../tokens'
import { getTradeTokenPairs } from './getTradeTokenPairs'

export function useTradePairs(
  inputCurrency: Currency | undefined,
  outputCurrency: Currency | undefined,
): { pairs: readonly Pair[]; loading: boolean } {
  const baseTokens = useDefaultTokens()
  const tokenPairs = useMemo(
    () => getTradeTokenPairs(baseTokens, inputCurrency, outputCurrency),
    [baseTokens, inputCurrency, outputCurrency],
  )
  const results = usePairs(tokenPairs)
  return useMemo(
    () => ({
      pairs: results.flatMap(([state, pair]) =>
        state === PairState.EXISTS &&
        pair &&
        pair.reserve0.quotient > 0n &&
        pair.reserve1.quotient > 0n
          ? [pair]
          : [],
      ),
      loading: results.some(([state]) => state === PairState.LOADING),
    }),
    [results],
  )
}
