import { describe, expect, test } from 'vitest'
import { getLotteryPhase } from './getLotteryPhase'

describe('getLotteryPhase', () => {
  const endTime = 1_000n

  test.each([
    ['no round yet', undefined, 0n, 'onSaleSoon'],
    ['Pending', { status: 0, endTime: 0n }, 5n, 'onSaleSoon'],
    ['Open, before the end', { status: 1, endTime }, 999n, 'buying'],
    [
      'Open, at the end (the contract stops sales at endTime)',
      { status: 1, endTime },
      1_000n,
      'pending',
    ],
    ['Open, past the end and not closed yet', { status: 1, endTime }, 5_000n, 'pending'],
    ['Close, waiting for the number', { status: 2, endTime }, 1_200n, 'pending'],
    ['Claimable', { status: 3, endTime }, 1_300n, 'drawn'],
  ] as const)('%s', (_, round, now, phase) => {
    expect(getLotteryPhase(round, now)).toBe(phase)
  })

  test('a status the contract does not have is refused', () => {
    expect(() => getLotteryPhase({ status: 4, endTime }, 0n)).toThrow(RangeError)
  })
})
