import type { TokenList } from '@ghost/sdk'
import { expect, test } from 'vitest'
import {
  addList,
  applyListEvent,
  canRemoveList,
  disableList,
  EMPTY_TOKEN_LISTS_STATE,
  enableList,
  getDefaultListUrls,
  removeList,
  replaceList,
  reviveTokenListsState,
} from './tokenListsState'

const URL_A = 'https://lists.example/a.json'
const URL_B = 'https://lists.example/b.json'

const list = (minor: number): TokenList => ({
  name: 'Example',
  timestamp: '2024-01-01T00:00:00.000Z',
  version: { major: 1, minor, patch: 0 },
  tokens: [],
})

test('enable adds and activates once; disable keeps the list; remove forgets it', () => {
  const enabled = enableList(enableList(EMPTY_TOKEN_LISTS_STATE, URL_A), URL_A)
  expect(enabled.activeListUrls).toEqual([URL_A])
  expect(enabled.byUrl[URL_A]).toEqual({
    current: null,
    pendingUpdate: null,
    loadingRequestId: null,
    error: null,
  })
  const disabled = disableList(enabled, URL_A)
  expect(disabled.activeListUrls).toEqual([])
  expect(Object.keys(disabled.byUrl)).toEqual([URL_A])
  const removed = removeList(enabled, URL_A)
  expect(removed).toEqual({ byUrl: {}, activeListUrls: [] })
})

test('the only remaining list cannot be removed; one of two can', () => {
  const one = addList(EMPTY_TOKEN_LISTS_STATE, URL_A)
  expect(canRemoveList(one, URL_A)).toBe(false)
  const two = addList(one, URL_B)
  expect(canRemoveList(two, URL_A)).toBe(true)
  expect(canRemoveList(two, 'https://unknown.example')).toBe(false)
})

test('spec §4 loading: pending sets the id and clears the error, success makes current, a newer version is pending, accept replaces', () => {
  let state = applyListEvent(EMPTY_TOKEN_LISTS_STATE, URL_A, {
    type: 'fetchPending',
    requestId: 'r1',
  })
  expect(state.byUrl[URL_A]?.loadingRequestId).toBe('r1')
  state = applyListEvent(state, URL_A, { type: 'fetchFulfilled', requestId: 'r1', list: list(0) })
  expect(state.byUrl[URL_A]?.current?.version.minor).toBe(0)
  state = applyListEvent(state, URL_A, { type: 'fetchPending', requestId: 'r2' })
  state = applyListEvent(state, URL_A, { type: 'fetchFulfilled', requestId: 'r2', list: list(1) })
  expect(state.byUrl[URL_A]?.current?.version.minor).toBe(0)
  expect(state.byUrl[URL_A]?.pendingUpdate?.version.minor).toBe(1)
  state = applyListEvent(state, URL_A, { type: 'acceptUpdate' })
  expect(state.byUrl[URL_A]?.current?.version.minor).toBe(1)
  expect(state.byUrl[URL_A]?.pendingUpdate).toBeNull()
  expect(() => applyListEvent(state, URL_A, { type: 'acceptUpdate' })).toThrow(
    'accept list update called without pending update',
  )
})

test('failure clears the current list and stores the error; answers for a removed list are dropped', () => {
  let state = applyListEvent(EMPTY_TOKEN_LISTS_STATE, URL_A, {
    type: 'fetchPending',
    requestId: 'r1',
  })
  state = applyListEvent(state, URL_A, { type: 'fetchFulfilled', requestId: 'r1', list: list(0) })
  state = applyListEvent(state, URL_A, { type: 'fetchPending', requestId: 'r2' })
  state = applyListEvent(state, URL_A, {
    type: 'fetchRejected',
    requestId: 'r2',
    errorMessage: 'Failed to download list https://lists.example/a.json',
  })
  expect(state.byUrl[URL_A]).toEqual({
    current: null,
    pendingUpdate: null,
    loadingRequestId: null,
    error: 'Failed to download list https://lists.example/a.json',
  })
  const removed = removeList(state, URL_A)
  expect(
    applyListEvent(removed, URL_A, { type: 'fetchFulfilled', requestId: 'r3', list: list(0) }),
  ).toBe(removed)
})

test('revive drops request ids from an old page, unknown active urls and malformed entries', () => {
  const saved = JSON.parse(
    JSON.stringify({
      byUrl: {
        [URL_A]: { current: list(0), pendingUpdate: null, loadingRequestId: 'old', error: null },
        [URL_B]: { current: 'not a list' },
      },
      activeListUrls: [URL_A, URL_B, 42],
    }),
  )
  const revived = reviveTokenListsState(saved)
  expect(revived?.activeListUrls).toEqual([URL_A])
  expect(Object.keys(revived?.byUrl ?? {})).toEqual([URL_A])
  expect(revived?.byUrl[URL_A]?.loadingRequestId).toBeNull()
  // a newer version fetched after the reload still becomes a pending update
  const after = applyListEvent(
    applyListEvent(revived ?? EMPTY_TOKEN_LISTS_STATE, URL_A, {
      type: 'fetchPending',
      requestId: 'new',
    }),
    URL_A,
    { type: 'fetchFulfilled', requestId: 'new', list: list(1) },
  )
  expect(after.byUrl[URL_A]?.pendingUpdate?.version.minor).toBe(1)
  expect(reviveTokenListsState('nonsense')).toBeUndefined()
  expect(reviveTokenListsState({ byUrl: null })).toBeUndefined()
})

test('the default list lives at the page origin; none without an http origin', () => {
  expect(getDefaultListUrls('http://127.0.0.1:5173')).toEqual([
    'http://127.0.0.1:5173/tokenlist.json',
  ])
  expect(getDefaultListUrls('https://ghost.example')).toEqual([
    'https://ghost.example/tokenlist.json',
  ])
  expect(getDefaultListUrls(undefined)).toEqual([])
  expect(getDefaultListUrls('null')).toEqual([])
})

test('a default list can be switched off but not removed', () => {
  const state = addList(addList(EMPTY_TOKEN_LISTS_STATE, URL_A), URL_B)
  expect(canRemoveList(state, URL_A, [URL_A])).toBe(false)
  expect(canRemoveList(state, URL_B, [URL_A])).toBe(true)
  expect(disableList(enableList(state, URL_A), URL_A).activeListUrls).toEqual([])
})

test('revive adds a default list the saved state never knew, switched on, and keeps one it knows', () => {
  const saved = {
    byUrl: { [URL_A]: { current: null, pendingUpdate: null, loadingRequestId: null, error: null } },
    activeListUrls: [],
  }
  const added = reviveTokenListsState(saved, [URL_B])
  expect(Object.keys(added?.byUrl ?? {})).toEqual([URL_A, URL_B])
  expect(added?.activeListUrls).toEqual([URL_B])
  // switched off by the user: stays off
  const known = reviveTokenListsState(saved, [URL_A])
  expect(known?.activeListUrls).toEqual([])
})

test('a list built in the page replaces the stored one whatever the versions', () => {
  const stored = applyListEvent(
    applyListEvent(EMPTY_TOKEN_LISTS_STATE, URL_A, { type: 'fetchPending', requestId: '1' }),
    URL_A,
    { type: 'fetchFulfilled', requestId: '1', list: list(5) },
  )
  const replaced = replaceList(stored, URL_A, list(0))
  expect(replaced.byUrl[URL_A]).toEqual({
    current: list(0),
    pendingUpdate: null,
    loadingRequestId: null,
    error: null,
  })
})
