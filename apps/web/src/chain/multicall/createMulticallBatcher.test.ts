import { expect, test, vi } from 'vitest'
import { createMulticallBatcher } from './createMulticallBatcher'
import type { MulticallCall } from './executeMulticall'

const call = (n: number): MulticallCall => ({
  target: `0x${n.toString(16).padStart(40, '0')}`,
  callData: `0x${n.toString(16).padStart(8, '0')}`,
})

test('calls made in the same tick go out as one deduplicated round per block', async () => {
  const execute = vi.fn(async (calls: MulticallCall[]) =>
    calls.map((c) => ({ success: true, returnData: c.callData })),
  )
  const batcher = createMulticallBatcher({ execute })
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
  const batcher = createMulticallBatcher({ execute })
  const failed = await Promise.allSettled([batcher.load(call(1), 1n), batcher.load(call(2), 1n)])
  expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  await expect(batcher.load(call(1), 1n)).resolves.toEqual({ success: true, returnData: '0x01' })
})
