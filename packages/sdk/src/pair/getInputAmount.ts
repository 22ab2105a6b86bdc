import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'
import type { Token } from '../currencies/token'
import type { TokenNotInPairError } from '../errors/pair'
import { type GetAmountInErrorType, getAmountIn } from './getAmountIn'
import type { Pair } from './pair'

export type GetInputAmountParameters = {
  /** Amount wanted out; BNB counts as WBNB. */
  amountOut: CurrencyAmount<Currency>
}

export type GetInputAmountReturnType = {
  amountIn: CurrencyAmount<Token>
  /** The pair after the swap, for chaining hops. */
  pairAfter: Pair
}

export type GetInputAmountErrorType = GetAmountInErrorType | TokenNotInPairError

/**
 * Input needed to take an exact output out of one pair.
 *
 * @example
 * const { amountIn } = getInputAmount(pair, { amountOut: CurrencyAmount.fromRawAmount(usdt, 10n ** 18n) })
 */
export function getInputAmount(
  pair: Pair,
  { amountOut }: GetInputAmountParameters,
): GetInputAmountReturnType {
  const output = amountOut.wrapped
  const reserveOut = pair.reserveOf(output.currency)
  const inputToken = pair.otherToken(output.currency)
  const reserveIn = pair.reserveOf(inputToken)
  const raw = getAmountIn({
    amountOut: output.quotient,
    reserveIn: reserveIn.quotient,
    reserveOut: reserveOut.quotient,
  })
  const amountIn = CurrencyAmount.fromRawAmount(inputToken, raw)
  return {
    amountIn,
    pairAfter: pair.withReserves(reserveIn.add(amountIn), reserveOut.subtract(output)),
  }
}
