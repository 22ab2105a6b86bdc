import { expect, test, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, loadWithReloadOnce } from './lazyPage'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  }
}

test('a failed chunk reloads the page once, then the error surfaces', async () => {
  const storage = memoryStorage()
  const reload = vi.fn()
  const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'))

  const first = loadWithReloadOnce(failing, storage, reload)
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1')
  void first

  await expect(loadWithReloadOnce(failing, storage, reload)).rejects.toThrow('Failed to fetch')
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a successful load clears the reload mark', async () => {
  const storage = memoryStorage()
  storage.setItem(CHUNK_RELOAD_KEY, '1')
  await expect(loadWithReloadOnce(() => Promise.resolve('page'), storage, vi.fn())).resolves.toBe(
    'page',
  )
  expect(storage.map.has(CHUNK_RELOAD_KEY)).toBe(false)
})
