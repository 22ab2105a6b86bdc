/**
 * Everything the remove form shows and sends: the pair, the wallet's LP, the amounts for the
 * field the user set (spec §3 burn fields) and the Remove button's error.
 */
import type { Currency, CurrencyAmount, Pair, Token } from '@ghost/sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { type PairState, usePair } from '../../chain/pairs/usePairs'
import type { BurnState } from './burnState'
import { type GetRemoveAmountsReturnType, getRemoveAmounts } from './getRemoveAmounts'
import { getRemoveLiquidityError, type RemoveLiquidityError } from './getRemoveLiquidityError'
import { usePairLpReads } from './usePairLpReads'

export type DerivedBurnInfo = GetRemoveAmountsReturnType & {
  pairState: PairState
  pair: Pair | null
  totalSupply: CurrencyAmount<Token> | undefined
  userLiquidity: CurrencyAmount<Token> | undefined
  error: RemoveLiquidityError | undefined
}

export function useDerivedBurnInfo(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  state: BurnState,
  account: Address | undefined,
): DerivedBurnInfo {
  const [pairState, pair] = usePair(currencyA, currencyB)
  const pairs = useMemo(() => [pair], [pair])
  const [reads] = usePairLpReads(pairs, account)
  const totalSupply = reads?.totalSupply
  const userLiquidity = reads?.balance
  return useMemo(() => {
    const amounts = getRemoveAmounts({
      pair,
      currencyA,
      currencyB,
      totalSupply,
      userLiquidity,
      state,
    })
    return {
      ...amounts,
      pairState,
      pair,
      totalSupply,
      userLiquidity,
      error: getRemoveLiquidityError({
        account,
        liquidity: amounts.liquidity,
        amountA: amounts.amountA,
        amountB: amounts.amountB,
      }),
    }
  }, [pair, pairState, currencyA, currencyB, totalSupply, userLiquidity, state, account])
}
