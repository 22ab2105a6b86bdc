import { expect, test, vi } from 'vitest'
import { createMulticallBatcher } from './createMulticallBatcher'
import type { LatestMulticallResult, MulticallCall } from './executeMulticall'

const call = (n: number): MulticallCall => ({
  target: `0x${n.toString(16).padStart(40, '0')}`,
  callData: `0x${n.toString(16).padStart(8, '0')}`,
})

const echo = async (calls: MulticallCall[]) =>
  calls.map((c) => ({ success: true, returnData: c.callData }))

/** A chain at `head`: the latest round answers each call with its call data and the block. */
function latestAt(head: { block: bigint }) {
  return vi.fn(
    async (calls: MulticallCall[]): Promise<LatestMulticallResult> => ({
      blockNumber: head.block,
      results: await echo(calls),
    }),
  )
}

test('calls made in the same tick go out as one deduplicated round per block', async () => {
  const execute = vi.fn(async (calls: MulticallCall[]) =>
    calls.map((c) => ({ success: true, returnData: c.callData })),
  )
  const batcher = createMulticallBatcher({ execute, executeLatest: latestAt({ block: 1n }) })
  const results = await Promise.all([
    batcher.load(call(1), 10n),
    batcher.load(call(2), 10n),
    batcher.load(call(1), 10n),
    batcher.load(call(3), 11n),
  ])
  expect(results.map((r) => r.returnData)).toEqual([
    call(1).callData,
    call(2).callData,
    call(1).callData,
    call(3).callData,
  ])
  expect(execute).toHaveBeenCalledTimes(2)
  expect(execute).toHaveBeenCalledWith([call(1), call(2)], 10n)
  expect(execute).toHaveBeenCalledWith([call(3)], 11n)
})

test('a failed round rejects every caller in it, and the next round starts afresh', async () => {
  const execute = vi
    .fn<(calls: MulticallCall[]) => Promise<{ success: boolean; returnData: `0x${string}` }[]>>()
    .mockRejectedValueOnce(new Error('node down'))
    .mockImplementation(async (calls) => calls.map(() => ({ success: true, returnData: '0x01' })))
  const batcher = createMulticallBatcher({ execute, executeLatest: latestAt({ block: 1n }) })
  const failed = await Promise.allSettled([batcher.load(call(1), 1n), batcher.load(call(2), 1n)])
  expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  await expect(batcher.load(call(1), 1n)).resolves.toEqual({ success: true, returnData: '0x01' })
})

test('watched calls ride the latest-block round and are answered from it at that block', async () => {
  const execute = vi.fn(echo)
  const head = { block: 40n }
  const executeLatest = latestAt(head)
  const batcher = createMulticallBatcher({ execute, executeLatest })
  const unwatchA = batcher.watch([call(1), call(2)])
  batcher.watch([call(2), call(3)])
  await expect(batcher.readLatest()).resolves.toBe(40n)
  expect(executeLatest).toHaveBeenCalledWith([call(1), call(2), call(3)])
  const answers = await Promise.all([call(1), call(2), call(3)].map((c) => batcher.load(c, 40n)))
  expect(answers.map((a) => a.returnData)).toEqual(
    [call(1), call(2), call(3)].map((c) => c.callData),
  )
  expect(execute).not.toHaveBeenCalled()

  // a call nobody watched is read at the fixed block, in a round of its own
  await batcher.load(call(4), 40n)
  expect(execute).toHaveBeenCalledWith([call(4)], 40n)
  // and an answer from block 40 never stands in for block 41
  await batcher.load(call(1), 41n)
  expect(execute).toHaveBeenLastCalledWith([call(1)], 41n)

  // call 2 stays while its second watcher does; call 1 goes
  unwatchA()
  head.block = 42n
  await batcher.readLatest()
  expect(executeLatest).toHaveBeenLastCalledWith([call(2), call(3)])
})

test('calls watched in the same tick as a poll join it', async () => {
  const executeLatest = latestAt({ block: 7n })
  const batcher = createMulticallBatcher({ execute: vi.fn(echo), executeLatest })
  const read = batcher.readLatest()
  batcher.watch([call(5)])
  await read
  expect(executeLatest).toHaveBeenCalledWith([call(5)])
})

test('onWatch hears of new calls only, and at once of calls watched before it listened', () => {
  const batcher = createMulticallBatcher({
    execute: vi.fn(echo),
    executeLatest: latestAt({ block: 1n }),
  })
  batcher.watch([call(1)])
  const listener = vi.fn()
  const stop = batcher.onWatch(listener)
  expect(listener).toHaveBeenCalledTimes(1)
  batcher.watch([call(1)])
  expect(listener).toHaveBeenCalledTimes(1)
  batcher.watch([call(2)])
  expect(listener).toHaveBeenCalledTimes(2)
  stop()
  batcher.watch([call(3)])
  expect(listener).toHaveBeenCalledTimes(2)
})

test('keeps the answers of the last two polled blocks only', async () => {
  const execute = vi.fn(echo)
  const head = { block: 10n }
  const batcher = createMulticallBatcher({ execute, executeLatest: latestAt(head) })
  batcher.watch([call(1)])
  for (const block of [10n, 11n, 12n]) {
    head.block = block
    await batcher.readLatest()
  }
  await batcher.load(call(1), 11n)
  await batcher.load(call(1), 12n)
  expect(execute).not.toHaveBeenCalled()
  await batcher.load(call(1), 10n)
  expect(execute).toHaveBeenCalledWith([call(1)], 10n)
})
