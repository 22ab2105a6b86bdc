/**
 * The Info figures computed from the API's rows: sums over the last 24 h and the 24 h before,
 * their change, LP fees and fee APR. USD amounts are summed as integers of 10^-18 USD so long
 * sums stay exact and small (a `Fraction` sum would grow its denominator with every row).
 */
import { Fraction, Percent } from '@ghost/sdk'

export { DAY, HOUR } from '../../../api/info/time'

import { DAY } from '../../../api/info/time'

const SCALE = 10n ** 18n

/** A BigDecimal string as an integer of 10^-18 units (digits past the 18th are cut). */
export function toScaled(decimal: string): bigint {
  const negative = decimal.startsWith('-')
  const [integer = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.')
  const units = BigInt(integer) * SCALE + BigInt(fraction.slice(0, 18).padEnd(18, '0'))
  return negative ? -units : units
}

export function fromScaled(units: bigint): Fraction {
  return new Fraction(units, SCALE)
}

export type Windowed = { current: bigint; previous: bigint }

/**
 * Sums `value` of hourly rows over the last 24 h (hours starting after now − 24 h, the current
 * hour included) and the 24 h before that, as the Uniswap and PancakeSwap Info pages compare a
 * figure with the previous day. `now` is the indexed block's time, not the wall clock: the
 * figures are as of the block the answer is indexed to.
 */
export function sumWindows<Row>(
  rows: readonly Row[],
  now: number,
  time: (row: Row) => number,
  value: (row: Row) => string,
): Windowed {
  let current = 0n
  let previous = 0n
  for (const row of rows) {
    const start = time(row)
    if (start > now) continue
    if (start > now - DAY) current += toScaled(value(row))
    else if (start > now - 2 * DAY) previous += toScaled(value(row))
  }
  return { current, previous }
}

/** Relative change from `previous` to `current`; undefined when there is nothing to compare. */
export function getChange({ current, previous }: Windowed): Percent | undefined {
  if (previous === 0n) return undefined
  return new Percent(current - previous, previous)
}

/** The LPs' share of each swap (spec: 0.17% of the volume). */
export const LP_FEE = new Percent(17n, 10_000n)

export function getLpFees(volume: bigint): bigint {
  return (volume * LP_FEE.numerator) / LP_FEE.denominator
}

/** Fee APR of a pool: a year of today's LP fees over its liquidity; undefined without liquidity. */
export function getFeeApr(lpFees24h: bigint, liquidity: bigint): Percent | undefined {
  if (liquidity <= 0n) return undefined
  return new Percent(lpFees24h * 365n, liquidity)
}

/** Of rows sorted newest first, the one at or before `time` (the value "as of" that time). */
export function latestAtOrBefore<Row>(
  rowsNewestFirst: readonly Row[],
  time: number,
  timeOf: (row: Row) => number,
): Row | undefined {
  return rowsNewestFirst.find((row) => timeOf(row) <= time)
}
