import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Percent } from '../amounts/percent'
import type { Token } from '../currencies/token'

export type GetPoolShareParameters = {
  /** LP amount held. */
  liquidity: CurrencyAmount<Token>
  totalSupply: CurrencyAmount<Token>
}

export type GetPoolShareReturnType = Percent | undefined

/**
 * Share of the pool an LP balance represents; undefined when the supply is 0 or smaller than the
 * balance (stale reads).
 *
 * @example
 * getPoolShare({ liquidity, totalSupply })?.toFixed(2) // '12.50'
 */
export function getPoolShare({
  liquidity,
  totalSupply,
}: GetPoolShareParameters): GetPoolShareReturnType {
  if (totalSupply.quotient === 0n || liquidity.quotient > totalSupply.quotient) return undefined
  return new Percent(liquidity.quotient, totalSupply.quotient)
}
