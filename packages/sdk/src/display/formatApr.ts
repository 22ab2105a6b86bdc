import type { Fraction } from '../amounts/fraction'
import { Rounding } from '../amounts/rounding'
import { formatNumber } from './formatNumber'

/**
 * APRs above this many percent read '>10,000%' (issue 28): a figure that large only says the
 * stake is tiny, and leading DEXs cap it the same way; the exact figure stays in the title.
 */
export const APR_DISPLAY_CAP = 10_000n

/**
 * An APR (or APY) as every screen shows it: 2 decimals half up with the locale's percent sign,
 * '>10,000%' past the cap, '<0.01%' for a non-zero dust rate.
 *
 * @example
 * formatApr(new Percent(12345n, 1_000_000n)) // '1.23%'
 * formatApr(new Percent(2_138_811_100n, 1_000_000n)) // '>10,000%'
 */
export function formatApr(apr: Fraction, locale = 'en-US'): string {
  return formatNumber(apr, {
    locale,
    style: 'percent',
    decimals: 2,
    rounding: Rounding.ROUND_HALF_UP,
    percentCap: APR_DISPLAY_CAP,
  })
}
