import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Token } from '../currencies/token'
import { CurrencyMismatchError } from '../errors/amounts'
import { InvalidLiquidityError, type TokenNotInPairError } from '../errors/pair'
import { getTotalSupplyAfterFee } from './getTotalSupplyAfterFee'
import type { Pair } from './pair'

export type GetLiquidityValueParameters = {
  /** Which side of the pair to value. */
  token: Token
  totalSupply: CurrencyAmount<Token>
  /** LP amount held, at most the total supply. */
  liquidity: CurrencyAmount<Token>
  /** Pair's `kLast` when the fee switch is on; omit when off. */
  kLast?: bigint | undefined
}

export type GetLiquidityValueReturnType = CurrencyAmount<Token>

export type GetLiquidityValueErrorType =
  | CurrencyMismatchError
  | InvalidLiquidityError
  | TokenNotInPairError

/**
 * Amount of `token` that burning `liquidity` would return: liquidity·reserve / totalSupply.
 *
 * @example
 * getLiquidityValue(pair, { token: pair.token0, totalSupply, liquidity: userBalance }).toSignificant(6)
 */
export function getLiquidityValue(
  pair: Pair,
  { token, totalSupply, liquidity, kLast }: GetLiquidityValueParameters,
): GetLiquidityValueReturnType {
  const reserve = pair.reserveOf(token)
  for (const amount of [totalSupply, liquidity]) {
    if (!amount.currency.equals(pair.liquidityToken)) {
      throw new CurrencyMismatchError({
        expected: pair.liquidityToken.address,
        received: amount.currency.address,
      })
    }
  }
  if (liquidity.quotient > totalSupply.quotient) {
    throw new InvalidLiquidityError({ reason: 'Liquidity exceeds the total supply' })
  }
  const supply =
    kLast === undefined
      ? totalSupply.quotient
      : getTotalSupplyAfterFee(pair, { totalSupply: totalSupply.quotient, kLast })
  if (supply === 0n) return CurrencyAmount.fromRawAmount(token, 0n)
  return CurrencyAmount.fromRawAmount(token, (liquidity.quotient * reserve.quotient) / supply)
}
