import { formatNumber, type Percent, Rounding } from '@ghost/sdk'

/**
 * An APR as the cards print it: two decimals in the locale with its percent sign, '>1,000,000%'
 * past the cap; undefined when unknown (the card shows a dash).
 *
 * @example
 * formatApr(new Percent(876n, 10_000n)) // '8.76%'
 */
export function formatApr(apr: Percent | undefined, locale = 'en-US'): string | undefined {
  if (!apr) return undefined
  return formatNumber(apr, {
    locale,
    style: 'percent',
    decimals: 2,
    rounding: Rounding.ROUND_HALF_UP,
  })
}
