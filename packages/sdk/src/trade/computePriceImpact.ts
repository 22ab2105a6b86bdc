import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import type { Price } from '../amounts/price'
import type { Currency } from '../currencies/currency'

export type ComputePriceImpactParameters<TInput extends Currency, TOutput extends Currency> = {
  /** Route mid price (output per input, before the trade). */
  midPrice: Price<TInput, TOutput>
  inputAmount: CurrencyAmount<TInput>
  outputAmount: CurrencyAmount<TOutput>
}

/**
 * How much worse the trade is than the mid price: (quoted − output) / quoted, where quoted is
 * the input at mid price. Includes the 0.25% fee per hop.
 *
 * @example
 * computePriceImpact({ midPrice: route.midPrice, inputAmount, outputAmount }).toFixed(2) // e.g. '0.35' (percent)
 */
export function computePriceImpact<TInput extends Currency, TOutput extends Currency>({
  midPrice,
  inputAmount,
  outputAmount,
}: ComputePriceImpactParameters<TInput, TOutput>): Percent {
  // Kept as a plain fraction: the quoted amount is not a real amount and may exceed uint256
  // on extreme routes, where the reference SDK throws instead.
  const quoted = new Fraction(
    midPrice.numerator * inputAmount.numerator,
    midPrice.denominator * inputAmount.denominator,
  )
  const impact = quoted.subtract(outputAmount).divide(quoted)
  return new Percent(impact.numerator, impact.denominator)
}
