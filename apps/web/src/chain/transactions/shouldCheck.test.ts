import { describe, expect, test } from 'vitest'
import { shouldCheck } from './shouldCheck'

const NOW = 1_700_000_000_000
const MINUTE = 60_000
const hash = `0x${'ab'.repeat(32)}` as const

function tx(minutesOld: number, lastCheckedBlockNumber?: number) {
  return { addedTime: NOW - minutesOld * MINUTE, lastCheckedBlockNumber }
}

describe('shouldCheck (spec §9 receipt recheck schedule)', () => {
  test('a never-checked transaction is checked at once, whatever its age', () => {
    expect(shouldCheck(10, tx(0), NOW)).toBe(true)
    expect(shouldCheck(10, tx(600), NOW)).toBe(true)
  })

  test('never twice at the same block, nor at an older one', () => {
    expect(shouldCheck(10, tx(1, 10), NOW)).toBe(false)
    expect(shouldCheck(9, tx(1, 10), NOW)).toBe(false)
  })

  // [minutes old, blocks since the last check, expected]
  test.each([
    [0, 1, true],
    [4.99, 1, true],
    [5, 1, true],
    [5.01, 1, false],
    [5.01, 2, false],
    [5.01, 3, true],
    [30, 2, false],
    [30, 3, true],
    [60, 3, true],
    [60.01, 3, false],
    [60.01, 9, false],
    [60.01, 10, true],
    [24 * 60, 9, false],
    [24 * 60, 10, true],
  ])('%d minutes old, %d blocks since the last check → %s', (minutes, blocks, expected) => {
    expect(shouldCheck(100 + blocks, tx(minutes, 100), NOW)).toBe(expected)
  })

  test('a transaction with a receipt, or replaced or dropped, is never checked again', () => {
    const receipt = {
      blockHash: hash,
      blockNumber: 5,
      contractAddress: null,
      from: `0x${'11'.repeat(20)}`,
      status: 1,
      to: null,
      transactionHash: hash,
      transactionIndex: 0,
    } as const
    expect(shouldCheck(200, { ...tx(1, 100), receipt }, NOW)).toBe(false)
    expect(
      shouldCheck(200, { ...tx(1, 100), lost: { reason: 'dropped', detectedTime: NOW } }, NOW),
    ).toBe(false)
    expect(
      shouldCheck(200, { ...tx(1), lost: { reason: 'replaced', detectedTime: NOW } }, NOW),
    ).toBe(false)
  })
})
