import { expect, test, vi } from 'vitest'
import { createNftSessionStore, reviveSessions } from './nftSessions'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const LATER = '2999-01-01T00:00:00.000Z'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const session = (address: string, token = 'x'.repeat(32), expiresAt = LATER) => ({
  token,
  address,
  expiresAt,
})

test('a session is kept per address in any case, and survives a reload of the tab', () => {
  const storage = memoryStorage()
  const first = createNftSessionStore({ key: 'k', storage })
  first.set(session(A.toUpperCase().replace('0X', '0x')))
  expect(first.get(A)?.address).toBe(A)
  expect(first.get(B)).toBeUndefined()
  const reloaded = createNftSessionStore({ key: 'k', storage })
  expect(reloaded.get(A)).toEqual(session(A))
  expect(createNftSessionStore({ key: 'other', storage }).get(A)).toBeUndefined()
})

test('an expired session is not answered and is not saved again', () => {
  const storage = memoryStorage()
  let now = Date.parse('2026-11-25T10:00:00.000Z')
  const store = createNftSessionStore({ key: 'k', storage, now: () => now })
  store.set(session(A, 'a'.repeat(32), '2026-11-25T11:00:00.000Z'))
  expect(store.get(A)).toBeDefined()
  now += 3600_000
  expect(store.get(A)).toBeUndefined()
  store.set(session(B))
  expect(JSON.parse(storage.items.get('k') ?? '')).toEqual([session(B)])
})

test('switching accounts drops the previous account’s session and answers it', () => {
  const store = createNftSessionStore({ key: 'k', storage: undefined })
  const listener = vi.fn()
  store.subscribe(listener)
  store.set(session(A))
  store.set(session(B, 'b'.repeat(32)))
  expect(store.follow(undefined)).toBeUndefined()
  expect(store.follow(A)).toBeUndefined()
  expect(store.follow(A.toUpperCase().replace('0X', '0x'))).toBeUndefined()
  expect(store.follow(B)).toEqual(session(A))
  expect(store.get(A)).toBeUndefined()
  expect(store.get(B)).toBeDefined()
  // disconnecting is a switch too
  expect(store.follow(undefined)).toEqual(session(B, 'b'.repeat(32)))
  expect(listener).toHaveBeenCalledTimes(4)
})

test('logout drops every session and clears the saved entry', () => {
  const storage = memoryStorage()
  const store = createNftSessionStore({ key: 'k', storage })
  store.set(session(A))
  store.set(session(B))
  expect(store.dropAll().map((entry) => entry.address)).toEqual([A, B])
  expect(store.get(A)).toBeUndefined()
  expect(storage.items.has('k')).toBe(false)
})

test('corrupted saved sessions are ignored, never a crash', () => {
  const storage = memoryStorage()
  storage.setItem('k', '{ not json')
  expect(createNftSessionStore({ key: 'k', storage }).get(A)).toBeUndefined()
  expect(
    reviveSessions([
      session(A),
      session(B, 'short'),
      { ...session(B), address: 'B' },
      { ...session(B), expiresAt: 'never' },
      null,
      'x',
    ]),
  ).toEqual(new Map([[A, session(A)]]))
  expect(reviveSessions({ [A]: session(A) }).size).toBe(0)
})

test('a storage that refuses writes keeps the session in memory', () => {
  const store = createNftSessionStore({
    key: 'k',
    storage: {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {},
    },
  })
  store.set(session(A))
  expect(store.get(A)).toEqual(session(A))
})
