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
