import { CurrencyAmount } from '../amounts/currencyAmount'
import { MINIMUM_LIQUIDITY } from '../constants/amm'
import type { Token } from '../currencies/token'
import { CurrencyMismatchError } from '../errors/amounts'
import { InsufficientInputAmountError, TokenNotInPairError } from '../errors/pair'
import { getTotalSupplyAfterFee } from './getTotalSupplyAfterFee'
import type { Pair } from './pair'
import { sqrt } from './sqrt'

export type GetLiquidityMintedParameters = {
  /** LP total supply before the deposit. */
  totalSupply: CurrencyAmount<Token>
  /** Deposited amounts, in either order. */
  amountA: CurrencyAmount<Token>
  amountB: CurrencyAmount<Token>
  /** Pair's `kLast` when the fee switch is on; omit when off. */
  kLast?: bigint | undefined
}

export type GetLiquidityMintedReturnType = CurrencyAmount<Token>

export type GetLiquidityMintedErrorType =
  | InsufficientInputAmountError
  | CurrencyMismatchError
  | TokenNotInPairError

/**
 * LP tokens a deposit mints. First deposit: √(a0·a1) − MINIMUM_LIQUIDITY; later deposits:
 * min(a0·S/r0, a1·S/r1).
 *
 * @example
 * getLiquidityMinted(pair, { totalSupply, amountA, amountB }).toExact()
 */
export function getLiquidityMinted(
  pair: Pair,
  { totalSupply, amountA, amountB, kLast }: GetLiquidityMintedParameters,
): GetLiquidityMintedReturnType {
  if (!totalSupply.currency.equals(pair.liquidityToken)) {
    throw new CurrencyMismatchError({
      expected: pair.liquidityToken.address,
      received: totalSupply.currency.address,
    })
  }
  const [amount0, amount1] = amountA.currency.sortsBefore(amountB.currency)
    ? [amountA, amountB]
    : [amountB, amountA]
  for (const [amount, token] of [
    [amount0, pair.token0],
    [amount1, pair.token1],
  ] as const) {
    if (!amount.currency.equals(token)) {
      throw new TokenNotInPairError({ address: amount.currency.address })
    }
  }
  const supply =
    kLast === undefined
      ? totalSupply.quotient
      : getTotalSupplyAfterFee(pair, { totalSupply: totalSupply.quotient, kLast })
  let liquidity: bigint
  if (supply === 0n) {
    liquidity = sqrt(amount0.quotient * amount1.quotient) - MINIMUM_LIQUIDITY
  } else {
    const liquidity0 = (amount0.quotient * supply) / pair.reserve0.quotient
    const liquidity1 = (amount1.quotient * supply) / pair.reserve1.quotient
    // bigint: Math.min does not apply
    if (liquidity0 <= liquidity1) liquidity = liquidity0
    else liquidity = liquidity1
  }
  if (liquidity <= 0n) throw new InsufficientInputAmountError()
  return CurrencyAmount.fromRawAmount(pair.liquidityToken, liquidity)
}
