import { expect, test } from 'vitest'
import {
  DAY,
  fromScaled,
  getChange,
  getFeeApr,
  getLpFees,
  HOUR,
  latestAtOrBefore,
  sumWindows,
  toScaled,
} from './figures'

const E18 = 10n ** 18n

test('decimal strings become exact 18-decimal integers', () => {
  expect(toScaled('1')).toBe(E18)
  expect(toScaled('0.000000000000000001')).toBe(1n)
  expect(toScaled('12.5')).toBe(125n * 10n ** 17n)
  expect(toScaled('-2.25')).toBe(-225n * 10n ** 16n)
  expect(toScaled('1.0000000000000000019')).toBe(E18 + 1n)
  expect(fromScaled(15n * 10n ** 17n).toFixed(2)).toBe('1.50')
})

test('24 h windows: hours starting after now − 24 h, then the 24 h before', () => {
  const now = 100 * DAY + 30 * 60
  const rows = [
    { start: now - 30 * 60, volume: '1' }, // the current hour
    { start: now - DAY + 1, volume: '2' }, // still inside the last 24 h
    { start: now - DAY, volume: '4' }, // starts exactly 24 h ago: the previous window
    { start: now - 2 * DAY + HOUR, volume: '8' },
    { start: now - 2 * DAY, volume: '16' }, // older than 48 h
    { start: now + HOUR, volume: '32' }, // past the indexed block: never counted
  ]
  const windows = sumWindows(
    rows,
    now,
    (row) => row.start,
    (row) => row.volume,
  )
  expect(windows).toEqual({ current: 3n * E18, previous: 12n * E18 })
})

test('change is relative to the previous 24 h, and unknown without a previous figure', () => {
  expect(getChange({ current: 150n, previous: 100n })?.toFixed(2)).toBe('50.00')
  expect(getChange({ current: 50n, previous: 200n })?.toFixed(2)).toBe('-75.00')
  expect(getChange({ current: 50n, previous: 0n })).toBeUndefined()
})

test('LP fees are 0.17% of the volume; fee APR is a year of them over liquidity', () => {
  expect(getLpFees(10_000n * E18)).toBe(17n * E18)
  const apr = getFeeApr(17n * E18, 365n * 17n * E18)
  expect(apr?.toFixed(2)).toBe('100.00') // Percent prints in percent
  expect(getFeeApr(10n, 0n)).toBeUndefined()
})

test('latestAtOrBefore finds the row in effect at a time', () => {
  const rows = [{ t: 30 }, { t: 20 }, { t: 10 }]
  expect(latestAtOrBefore(rows, 25, (row) => row.t)).toEqual({ t: 20 })
  expect(latestAtOrBefore(rows, 5, (row) => row.t)).toBeUndefined()
})
