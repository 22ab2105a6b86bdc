import type { Fraction } from '../amounts/fraction'
import { Rounding } from '../amounts/rounding'
import { ROI_NO_DECIMALS_ABOVE } from '../constants/earn'
import { formatNumber } from './formatNumber'

/**
 * ROI figures (USD or percent value) with the locale's separators: 2 decimals, none above
 * 1,000,000 (spec §9), compact from a billion, '>999.9T' past that.
 *
 * @example
 * formatRoi(new Fraction(1234567n, 100n)) // '12,345.67'
 * formatRoi(new Fraction(123456789n, 100n)) // '1,234,568'
 */
export function formatRoi(value: Fraction, locale = 'en-US'): string {
  const decimals = value.greaterThan(ROI_NO_DECIMALS_ABOVE) ? 0 : 2
  return formatNumber(value, { locale, decimals, rounding: Rounding.ROUND_HALF_UP, dust: false })
}
