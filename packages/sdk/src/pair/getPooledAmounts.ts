import type { CurrencyAmount } from '../amounts/currencyAmount'
import type { Token } from '../currencies/token'
import { type GetLiquidityValueErrorType, getLiquidityValue } from './getLiquidityValue'
import type { Pair } from './pair'

export type GetPooledAmountsParameters = {
  totalSupply: CurrencyAmount<Token>
  /** The holder's LP balance. */
  liquidity: CurrencyAmount<Token>
  kLast?: bigint | undefined
}

export type GetPooledAmountsReturnType = {
  amount0: CurrencyAmount<Token>
  amount1: CurrencyAmount<Token>
}

export type GetPooledAmountsErrorType = GetLiquidityValueErrorType

/**
 * Both token amounts behind an LP balance (liquidity cards, remove liquidity).
 *
 * @example
 * const { amount0, amount1 } = getPooledAmounts(pair, { totalSupply, liquidity })
 */
export function getPooledAmounts(
  pair: Pair,
  { totalSupply, liquidity, kLast }: GetPooledAmountsParameters,
): GetPooledAmountsReturnType {
  return {
    amount0: getLiquidityValue(pair, { token: pair.token0, totalSupply, liquidity, kLast }),
    amount1: getLiquidityValue(pair, { token: pair.token1, totalSupply, liquidity, kLast }),
  }
}
