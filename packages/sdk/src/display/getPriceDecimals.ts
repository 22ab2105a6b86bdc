import type { Fraction } from '../amounts/fraction'
import { Price } from '../amounts/price'

/**
 * Decimals for a price figure (spec §9): 5 above 1000, otherwise 3.
 *
 * @example
 * getPriceDecimals(new Fraction(2500n)) // 5
 */
export function getPriceDecimals(price: Fraction): 3 | 5 {
  const value = price instanceof Price ? price.adjustedForDecimals : price
  return value.greaterThan(1000n) ? 5 : 3
}
