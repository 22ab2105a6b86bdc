import type { Currency } from './currency'

/**
 * Equality that accepts missing values: both missing is not equal (nothing was chosen).
 *
 * @example
 * currencyEquals(bnb, Native.onChain(wbnb)) // true
 */
export function currencyEquals(a: Currency | undefined, b: Currency | undefined): boolean {
  if (!a || !b) return false
  return a.equals(b)
}
