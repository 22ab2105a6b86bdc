import { type Percent, Rounding } from '@ghost/sdk'

/**
 * An APR as the cards print it: two decimals with thousands separators and a percent sign;
 * undefined when unknown (the card shows a dash).
 *
 * @example
 * formatApr(new Percent(876n, 10_000n)) // '8.76%'
 */
export function formatApr(apr: Percent | undefined): string | undefined {
  if (!apr) return undefined
  return `${apr.toFixed(2, { groupSeparator: ',' }, Rounding.ROUND_HALF_UP)}%`
}
