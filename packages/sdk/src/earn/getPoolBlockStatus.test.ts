import { describe, expect, test } from 'vitest'
import { getPoolBlockStatus } from './getPoolBlockStatus'

describe('getPoolBlockStatus', () => {
  test('finished when configured or past endBlock; countdown to start, then to end', () => {
    const status = (currentBlock: bigint, isFinished = false) =>
      getPoolBlockStatus({ isFinished, startBlock: 100n, endBlock: 200n, currentBlock })
    expect(status(40n)).toEqual({
      isFinished: false,
      hasStarted: false,
      blocksUntilStart: 60n,
      blocksRemaining: 160n,
      blocksToDisplay: 60n,
    })
    expect(status(150n).blocksToDisplay).toBe(50n)
    expect(status(150n).hasStarted).toBe(true)
    expect(status(200n).isFinished).toBe(false)
    expect(status(201n).isFinished).toBe(true)
    expect(status(150n, true).isFinished).toBe(true)
  })
})
