import { Percent } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { formatApr } from './formatApr'
import { getPoolCountdown } from './getPoolCountdown'
import { testPoolConfig, testPoolView } from './testPoolViews'

describe('getPoolCountdown', () => {
  test('blocks to the start, then blocks to the end, then Finished', () => {
    const at = (currentBlock: bigint) =>
      getPoolCountdown(
        testPoolView(testPoolConfig(2), { startBlock: 110n, endBlock: 200n }, { currentBlock }),
      )
    expect(at(100n)).toEqual({ label: 'Starts in', blocks: 10n })
    expect(at(110n)).toEqual({ label: 'Ends in', blocks: 90n })
    expect(at(199n)).toEqual({ label: 'Ends in', blocks: 1n })
    expect(at(201n)).toEqual({ label: 'Finished', blocks: undefined })
    expect(getPoolCountdown(testPoolView(testPoolConfig(0, { isFinished: true })))).toEqual({
      label: 'Finished',
      blocks: undefined,
    })
  })
})

describe('formatApr', () => {
  test('two decimals, separators, percent sign; unknown stays undefined', () => {
    expect(formatApr(new Percent(876n, 10_000n))).toBe('8.76%')
    expect(formatApr(new Percent(123_456_789n, 1_000_000n))).toBe('12,345.68%')
    expect(formatApr(new Percent(0n))).toBe('0.00%')
    expect(formatApr(undefined)).toBeUndefined()
    expect(formatApr(new Percent(10n ** 200n))).toBe('>1,000,000%')
    expect(formatApr(new Percent(876n, 10_000n), 'de-DE')).toBe('8,76\u00a0%')
  })
})
