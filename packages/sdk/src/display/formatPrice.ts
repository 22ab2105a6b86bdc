import type { Fraction } from '../amounts/fraction'
import { Price } from '../amounts/price'
import { Rounding } from '../amounts/rounding'
import { formatNumber } from './formatNumber'
import { getPriceDecimals } from './getPriceDecimals'

/**
 * A price (whole units for a `Price`) with the spec's decimals, in the user's locale.
 *
 * @example
 * formatPrice(new Fraction(1234n)) // '1,234.00000'
 */
export function formatPrice(price: Fraction, locale = 'en-US'): string {
  const value = price instanceof Price ? price.adjustedForDecimals : price
  return formatNumber(value, {
    locale,
    decimals: getPriceDecimals(value),
    rounding: Rounding.ROUND_HALF_UP,
    dust: false,
  })
}
