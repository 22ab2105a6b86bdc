import type { Currency } from '../currencies/currency'
import { TradesNotComparableError } from '../errors/trade'
import type { Trade } from './trade'

type Comparable = Pick<Trade<Currency, Currency>, 'inputAmount' | 'outputAmount'>

/**
 * Orders trades between the same currencies: more output first, then less input.
 *
 * @example
 * trades.sort(inputOutputComparator)
 */
export function inputOutputComparator(a: Comparable, b: Comparable): number {
  if (
    !a.inputAmount.currency.equals(b.inputAmount.currency) ||
    !a.outputAmount.currency.equals(b.outputAmount.currency)
  ) {
    throw new TradesNotComparableError()
  }
  if (a.outputAmount.equalTo(b.outputAmount)) {
    if (a.inputAmount.equalTo(b.inputAmount)) return 0
    return a.inputAmount.lessThan(b.inputAmount) ? -1 : 1
  }
  return a.outputAmount.lessThan(b.outputAmount) ? 1 : -1
}

/**
 * The best-trade order of the reference SDKs: output (then input), then lower price impact,
 * then fewer hops.
 *
 * @example
 * trades.sort(tradeComparator)[0] // the best trade
 */
export function tradeComparator(
  a: Trade<Currency, Currency>,
  b: Trade<Currency, Currency>,
): number {
  const byAmounts = inputOutputComparator(a, b)
  if (byAmounts !== 0) return byAmounts
  if (a.priceImpact.lessThan(b.priceImpact)) return -1
  if (a.priceImpact.greaterThan(b.priceImpact)) return 1
  return a.route.path.length - b.route.path.length
}
