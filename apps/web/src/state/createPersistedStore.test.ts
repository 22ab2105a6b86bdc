import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createPersistedStore } from './createPersistedStore'

type Counter = { count: number; label: string }
const defaults: Counter = { count: 0, label: 'x' }
const revive = (saved: unknown, base: Counter): Counter | undefined =>
  typeof saved === 'object' && saved !== null && typeof (saved as Counter).count === 'number'
    ? { ...base, count: (saved as Counter).count }
    : undefined

function memoryStorage(initial?: string) {
  const map = new Map<string, string>(initial ? [['k', initial]] : [])
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: vi.fn((key: string, v: string) => void map.set(key, v)),
    map,
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('writes are debounced to one save 1000 ms after the last change', () => {
  const storage = memoryStorage()
  const store = createPersistedStore({ key: 'k', defaults, revive, storage })
  store.set({ count: 1 })
  store.set((s) => ({ count: s.count + 1 }))
  vi.advanceTimersByTime(999)
  expect(storage.setItem).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(storage.setItem).toHaveBeenCalledTimes(1)
  expect(JSON.parse(storage.map.get('k') ?? '')).toEqual({ count: 2, label: 'x' })
})

test('reads saved state back, and falls back to defaults on corrupt or invalid data', () => {
  expect(
    createPersistedStore({
      key: 'k',
      defaults,
      revive,
      storage: memoryStorage('{"count":7}'),
    }).get(),
  ).toEqual({ count: 7, label: 'x' })
  expect(
    createPersistedStore({ key: 'k', defaults, revive, storage: memoryStorage('{not json') }).get(),
  ).toEqual(defaults)
  expect(
    createPersistedStore({
      key: 'k',
      defaults,
      revive,
      storage: memoryStorage('{"count":"7"}'),
    }).get(),
  ).toEqual(defaults)
})

test('subscribers hear every change; flush saves at once', () => {
  const storage = memoryStorage()
  const store = createPersistedStore({ key: 'k', defaults, revive, storage })
  const listener = vi.fn()
  const unsubscribe = store.subscribe(listener)
  store.set({ count: 3 })
  store.reset()
  expect(listener).toHaveBeenCalledTimes(2)
  unsubscribe()
  store.set({ count: 4 })
  expect(listener).toHaveBeenCalledTimes(2)
  store.flush()
  expect(storage.setItem).toHaveBeenCalledTimes(1)
})
