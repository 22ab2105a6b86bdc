import { describe, expect, test } from 'vitest'
import { getIfoPhase, getIfoSecondsLeft } from './getIfoPhase'

/** A sale live from 1,000 until 4,600 (an hour). */
const sale = { startTimestamp: 1_000n, endTimestamp: 4_600n }

describe('getIfoPhase', () => {
  test.each([
    ['long before the start', 0, 'getReady'],
    ['the second before the start', 999, 'getReady'],
    ['at the start (commits are taken from here)', 1_000, 'live'],
    ['the second before the end (the last commit)', 4_599, 'live'],
    ['at the end (harvests are paid from here)', 4_600, 'finished'],
    ['a year later', 4_600 + 365 * 86_400, 'finished'],
  ] as const)('%s: %s → %s', (_, now, phase) => {
    expect(getIfoPhase(sale, now)).toBe(phase)
    expect(getIfoPhase(sale, BigInt(now))).toBe(phase)
  })

  test('times as numbers (the API’s) read the same as the chain’s bigints', () => {
    expect(getIfoPhase({ startTimestamp: 1_000, endTimestamp: 4_600 }, 1_000n)).toBe('live')
  })
})

describe('getIfoSecondsLeft', () => {
  test.each([
    ['before the start: until the start', 400, 600],
    ['the second before the start', 999, 1],
    ['at the start: the whole sale until the end', 1_000, 3_600],
    ['while live: until the end', 4_000, 600],
    ['the second before the end', 4_599, 1],
    ['at the end: nothing', 4_600, 0],
    ['after the end: nothing', 9_999, 0],
  ] as const)('%s (%s → %s s)', (_, now, left) => {
    expect(getIfoSecondsLeft(sale, now)).toBe(left)
  })
})
