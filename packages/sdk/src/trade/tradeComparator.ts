import type { Currency } from '../currencies/currency'
import { inputOutputComparator } from './inputOutputComparator'
import type { Trade } from './trade'

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
