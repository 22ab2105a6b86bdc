import type { Fraction } from '../amounts/fraction'
import { Price } from '../amounts/price'
import { getPriceDecimals } from './getPriceDecimals'

/**
 * A price (whole units for a `Price`) with the spec's decimals.
 *
 * @example
 * formatPrice(new Fraction(1234n)) // '1234.00000'
 */
export function formatPrice(price: Fraction): string {
  const value = price instanceof Price ? price.adjustedForDecimals : price
  return value.toFixed(getPriceDecimals(value))
}
