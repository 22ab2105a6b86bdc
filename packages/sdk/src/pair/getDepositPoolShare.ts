import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Percent } from '../amounts/percent'
import type { Token } from '../currencies/token'

export type GetDepositPoolShareParameters = {
  /** LP tokens the deposit mints. */
  liquidityMinted: CurrencyAmount<Token>
  /** LP supply before the deposit. */
  totalSupply: CurrencyAmount<Token>
}

/**
 * Share of the pool right after a deposit: minted / (supply + minted) (add-liquidity panel).
 *
 * @example
 * getDepositPoolShare({ liquidityMinted, totalSupply }).toSignificant(4)
 */
export function getDepositPoolShare({
  liquidityMinted,
  totalSupply,
}: GetDepositPoolShareParameters): Percent {
  const supplyAfter = totalSupply.quotient + liquidityMinted.quotient
  if (supplyAfter === 0n) return new Percent(0n)
  return new Percent(liquidityMinted.quotient, supplyAfter)
}
