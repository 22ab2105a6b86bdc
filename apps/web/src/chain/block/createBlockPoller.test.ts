import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createBlockPoller } from './createBlockPoller'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(visible = true, firstPollDelayMs?: number) {
  let block = 100n
  const state = { visible, listener: undefined as (() => void) | undefined }
  const readBlock = vi.fn(async () => block)
  const onBlock = vi.fn()
  const poller = createBlockPoller({
    readBlock,
    firstPollDelayMs,
    onBlock,
    isVisible: () => state.visible,
    onVisibilityChange: (listener) => {
      state.listener = listener
      return () => {
        state.listener = undefined
      }
    },
  })
  return { poller, readBlock, onBlock, state, mine: () => void block++ }
}

test('polls at once and then every 6000 ms, reporting each new block once', async () => {
  const { poller, readBlock, onBlock, mine } = setup()
  poller.start()
  await vi.advanceTimersByTimeAsync(0)
  expect(onBlock).toHaveBeenLastCalledWith(100n)
  await vi.advanceTimersByTimeAsync(5999)
  expect(readBlock).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(readBlock).toHaveBeenCalledTimes(2)
  expect(onBlock).toHaveBeenCalledTimes(1)
  mine()
  await vi.advanceTimersByTimeAsync(6000)
  expect(onBlock).toHaveBeenLastCalledWith(101n)
  expect(onBlock).toHaveBeenCalledTimes(2)
  poller.stop()
})

test('does not poll while the page is hidden, and polls at once when it shows again', async () => {
  const { poller, readBlock, state } = setup(false)
  poller.start()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(readBlock).not.toHaveBeenCalled()
  state.visible = true
  state.listener?.()
  await vi.advanceTimersByTimeAsync(0)
  expect(readBlock).toHaveBeenCalledTimes(1)
  state.visible = false
  state.listener?.()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(readBlock).toHaveBeenCalledTimes(1)
  poller.stop()
})

test('refresh asks now, and overlapping polls share one request', async () => {
  const { poller, readBlock, onBlock, mine } = setup()
  poller.start()
  await vi.advanceTimersByTimeAsync(0)
  mine()
  await Promise.all([poller.refresh(), poller.refresh()])
  expect(readBlock).toHaveBeenCalledTimes(2)
  expect(onBlock).toHaveBeenLastCalledWith(101n)
  poller.stop()
})

test('waits for the first poll unless asked sooner, then polls a whole interval after each read', async () => {
  const { poller, readBlock, onBlock } = setup(true, 1000)
  poller.start()
  await vi.advanceTimersByTimeAsync(400)
  expect(readBlock).not.toHaveBeenCalled()
  // the page's reads register and ask: the delayed first poll must not follow as a second request
  await poller.refresh()
  expect(readBlock).toHaveBeenCalledTimes(1)
  expect(onBlock).toHaveBeenLastCalledWith(100n)
  await vi.advanceTimersByTimeAsync(5999)
  expect(readBlock).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(readBlock).toHaveBeenCalledTimes(2)
  poller.stop()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(readBlock).toHaveBeenCalledTimes(2)
})

test('with nothing asking, the first poll comes after its delay', async () => {
  const { poller, readBlock } = setup(true, 1000)
  poller.start()
  await vi.advanceTimersByTimeAsync(999)
  expect(readBlock).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(readBlock).toHaveBeenCalledTimes(1)
  poller.stop()
})

test('a failed read is reported and the poller keeps polling', async () => {
  const onError = vi.fn()
  const readBlock = vi.fn().mockRejectedValueOnce(new Error('node down')).mockResolvedValue(7n)
  const onBlock = vi.fn()
  const poller = createBlockPoller({
    readBlock,
    onBlock,
    onError,
    isVisible: () => true,
    onVisibilityChange: () => () => {},
  })
  poller.start()
  await vi.advanceTimersByTimeAsync(0)
  expect(onError).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(6000)
  expect(onBlock).toHaveBeenLastCalledWith(7n)
  poller.stop()
})

test('two failed polls in a row make the node not answering; the next answer clears it', async () => {
  let up = false
  const readBlock = vi.fn(async () => {
    if (!up) throw new Error('connection refused')
    return 9n
  })
  const statuses: string[] = []
  const poller = createBlockPoller({
    readBlock,
    onBlock: () => {},
    onStatus: (status) => statuses.push(status),
    isVisible: () => true,
    onVisibilityChange: () => () => {},
  })
  poller.start()
  await vi.advanceTimersByTimeAsync(0)
  expect(statuses).toEqual([])
  await vi.advanceTimersByTimeAsync(6000)
  expect(statuses).toEqual(['not-answering'])
  await vi.advanceTimersByTimeAsync(6000)
  expect(statuses).toEqual(['not-answering'])
  up = true
  await poller.refresh()
  expect(statuses).toEqual(['not-answering', 'answering'])
  poller.stop()
})

test('one failed poll between answers is not a node that stopped answering', async () => {
  const readBlock = vi
    .fn()
    .mockResolvedValueOnce(1n)
    .mockRejectedValueOnce(new Error('429'))
    .mockResolvedValueOnce(2n)
    .mockRejectedValueOnce(new Error('503'))
    .mockResolvedValue(3n)
  const statuses: string[] = []
  const poller = createBlockPoller({
    readBlock,
    onBlock: () => {},
    onStatus: (status) => statuses.push(status),
    isVisible: () => true,
    onVisibilityChange: () => () => {},
  })
  poller.start()
  await vi.advanceTimersByTimeAsync(4 * 6000)
  expect(readBlock).toHaveBeenCalledTimes(5)
  expect(statuses).toEqual(['answering'])
  poller.stop()
})
