import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getLaterRoundTimes, getRoundPhase, type PredictionRoundPhase } from './getRoundPhase'

const BUFFER = 30
/** Round 5: started at 1,000, locks at 1,300, closes at 1,600 (5-minute intervals). */
const round = {
  epoch: 5n,
  startTimestamp: 1_000,
  lockTimestamp: 1_300,
  closeTimestamp: 1_600,
  oracleCalled: false,
}

describe('getRoundPhase', () => {
  test.each([
    ['open at its start', 1_000, 'next'],
    ['open the second before its lock', 1_299, 'next'],
    ['at its lock time, not locked yet', 1_300, 'locking'],
    [
      'past its lock buffer: still waiting, its refund comes after the close and buffer',
      1_400,
      'locking',
    ],
    ['at its close time plus the buffer', 1_630, 'locking'],
    ['a second after: canceled', 1_631, 'canceled'],
  ] as const)('the current round, %s', (_, now, phase) => {
    expect(getRoundPhase(round, 5n, now, BUFFER)).toBe(phase)
  })

  test.each([
    ['just locked', 1_300, 'live'],
    ['the second before its close', 1_599, 'live'],
    ['at its close time', 1_600, 'closing'],
    ['at its close time plus the buffer', 1_630, 'closing'],
    ['a second after: canceled', 1_631, 'canceled'],
  ] as const)('the round before the current one, %s', (_, now, phase) => {
    expect(getRoundPhase(round, 6n, now, BUFFER)).toBe(phase)
  })

  test('closed with a price it is expired, whenever it is looked at', () => {
    for (const now of [1_600, 1_631, 99_999]) {
      expect(getRoundPhase({ ...round, oracleCalled: true }, 6n, now, BUFFER)).toBe('expired')
    }
  })

  test('the buffer given is the one used', () => {
    expect(getRoundPhase(round, 6n, 1_631, 60)).toBe('closing')
    expect(getRoundPhase(round, 6n, 1_661, 60)).toBe('canceled')
  })

  const ORDER: Record<PredictionRoundPhase, number> = {
    next: 0,
    locking: 1,
    live: 1,
    closing: 2,
    canceled: 3,
    expired: 3,
  }

  test('as time passes a round only moves forward, and is canceled exactly after its close and buffer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 3_600 }),
        fc.integer({ min: 0, max: 3_600 }),
        fc.integer({ min: 1, max: 600 }),
        fc.bigInt({ min: 0n, max: 2n }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 2, maxLength: 10 }),
        (start, interval, lateness, buffer, behind, offsets) => {
          const times = {
            epoch: 10n,
            startTimestamp: start,
            lockTimestamp: start + interval,
            // a late lock closes one interval after it
            closeTimestamp: start + 2 * interval + Math.min(lateness, buffer),
            oracleCalled: false,
          }
          const nows = offsets.map((o) => start + o).sort((a, b) => a - b)
          const phases = nows.map((now) => getRoundPhase(times, 10n + behind, now, buffer))
          phases.forEach((phase, i) => {
            const now = nows[i] as number
            expect(phase === 'canceled').toBe(now > times.closeTimestamp + buffer)
            if (i > 0) expect(ORDER[phase]).toBeGreaterThanOrEqual(ORDER[phases[i - 1] ?? phase])
            // the current round is never live or closing, an older one never open or locking
            if (behind === 0n) expect(['live', 'closing']).not.toContain(phase)
            else expect(['next', 'locking']).not.toContain(phase)
          })
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('getLaterRoundTimes', () => {
  test('each later round starts when the one before it locks', () => {
    expect(getLaterRoundTimes(round, 1, 300)).toEqual({
      startTimestamp: 1_300,
      lockTimestamp: 1_600,
    })
    expect(getLaterRoundTimes(round, 2, 300)).toEqual({
      startTimestamp: 1_600,
      lockTimestamp: 1_900,
    })
    expect(getLaterRoundTimes(round, 3, 600)).toEqual({
      startTimestamp: 2_500,
      lockTimestamp: 3_100,
    })
  })
})
