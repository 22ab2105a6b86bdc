import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'
import type { Token } from '../currencies/token'
import type { TokenNotInPairError } from '../errors/pair'
import { type GetAmountOutErrorType, getAmountOut } from './getAmountOut'
import type { Pair } from './pair'

export type GetOutputAmountParameters = {
  /** Amount sent in; BNB counts as WBNB. */
  amountIn: CurrencyAmount<Currency>
}

export type GetOutputAmountReturnType = {
  amountOut: CurrencyAmount<Token>
  /** The pair after the swap, for chaining hops. */
  pairAfter: Pair
}

export type GetOutputAmountErrorType = GetAmountOutErrorType | TokenNotInPairError

/**
 * Swaps an exact input through one pair.
 *
 * @example
 * const { amountOut } = getOutputAmount(pair, { amountIn: CurrencyAmount.fromRawAmount(wbnb, 10n ** 18n) })
 */
export function getOutputAmount(
  pair: Pair,
  { amountIn }: GetOutputAmountParameters,
): GetOutputAmountReturnType {
  const input = amountIn.wrapped
  const reserveIn = pair.reserveOf(input.currency)
  const outputToken = pair.otherToken(input.currency)
  const reserveOut = pair.reserveOf(outputToken)
  const raw = getAmountOut({
    amountIn: input.quotient,
    reserveIn: reserveIn.quotient,
    reserveOut: reserveOut.quotient,
  })
  const amountOut = CurrencyAmount.fromRawAmount(outputToken, raw)
  return {
    amountOut,
    pairAfter: pair.withReserves(reserveIn.add(input), reserveOut.subtract(amountOut)),
  }
}
