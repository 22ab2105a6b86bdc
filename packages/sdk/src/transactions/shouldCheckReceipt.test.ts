import { describe, expect, test } from 'vitest'
import { shouldCheckReceipt } from './shouldCheckReceipt'

describe('shouldCheckReceipt', () => {
  const now = 1_700_000_000_000
  const minutes = (value: number) => now - value * 60_000
  const check = (
    addedMinutesAgo: number,
    lastChecked: number | undefined,
    currentBlock: number,
    receipt?: object,
  ) =>
    shouldCheckReceipt({
      currentBlock,
      now,
      transaction: {
        addedTime: minutes(addedMinutesAgo),
        lastCheckedBlockNumber: lastChecked,
        receipt,
      },
    })

  test('never with a receipt, always when never checked', () => {
    expect(check(1, 100, 200, { status: 1 })).toBe(false)
    expect(check(90, undefined, 100)).toBe(true)
  })

  test('every block under 5 minutes, after more than 2 blocks past 5, more than 9 past 60', () => {
    expect([check(4, 100, 100), check(4, 100, 101)]).toEqual([false, true])
    expect([check(6, 100, 102), check(6, 100, 103)]).toEqual([false, true])
    expect([check(61, 100, 109), check(61, 100, 110)]).toEqual([false, true])
  })
})
