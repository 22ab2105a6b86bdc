import { describe, expect, test } from 'vitest'
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
