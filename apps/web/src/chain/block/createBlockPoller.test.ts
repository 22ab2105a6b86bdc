import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createBlockPoller } from './createBlockPoller'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(visible = true) {
  let block = 100n
  const state = { visible, listener: undefined as (() => void) | undefined }
  const getBlockNumber = vi.fn(async () => block)
  const onBlock = vi.fn()
  const poller = createBlockPoller({
    getBlockNumber,
    onBlock,
    isVisible: () => state.visible,
    onVisibilityChange: (listener) => {
      state.listener = listener
      return () => {
        state.listener = undefined
      }
    },
  })
  return { poller, getBlockNumber, onBlock, state, mine: () => void block++ }
}

test('polls at once and then every 6000 ms, reporting each new block once', async () => {
  const { poller, getBlockNumber, onBlock, mine } = setup()
  poller.start()
  await vi.advanceTimersByTimeAsync(0)
  expect(onBlock).toHaveBeenLastCalledWith(100n)
  await vi.advanceTimersByTimeAsync(5999)
  expect(getBlockNumber).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(getBlockNumber).toHaveBeenCalledTimes(2)
  expect(onBlock).toHaveBeenCalledTimes(1)
  mine()
  await vi.advanceTimersByTimeAsync(6000)
  expect(onBlock).toHaveBeenLastCalledWith(101n)
  expect(onBlock).toHaveBeenCalledTimes(2)
  poller.stop()
})

test('does not poll while the page is hidden, and polls at once when it shows again', async () => {
  const { poller, getBlockNumber, state } = setup(false)
  poller.start()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(getBlockNumber).not.toHaveBeenCalled()
  state.visible = true
  state.listener?.()
  await vi.advanceTimersByTimeAsync(0)
  expect(getBlockNumber).toHaveBeenCalledTimes(1)
  state.visible = false
  state.listener?.()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(getBlockNumber).toHaveBeenCalledTimes(1)
  poller.stop()
})

test('refresh asks now, and overlapping polls share one request', async () => {
  const { poller, getBlockNumber, onBlock, mine } = setup()
  poller.start()
  await vi.advanceTimersByTimeAsync(0)
  mine()
  await Promise.all([poller.refresh(), poller.refresh()])
  expect(getBlockNumber).toHaveBeenCalledTimes(2)
  expect(onBlock).toHaveBeenLastCalledWith(101n)
  poller.stop()
})
