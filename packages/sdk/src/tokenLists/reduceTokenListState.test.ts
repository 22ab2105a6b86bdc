import { describe, expect, test } from 'vitest'
import { sampleTokenList as list, messageOf } from '../test/fixtures'
import { EMPTY_TOKEN_LIST_STATE, reduceTokenListState } from './reduceTokenListState'

describe('reduceTokenListState', () => {
  test('list state: pending, current, pending update, accept, failure', () => {
    const newer = { ...list, version: { major: 1, minor: 3, patch: 0 } }
    let state = reduceTokenListState(EMPTY_TOKEN_LIST_STATE, {
      type: 'fetchPending',
      requestId: 'a',
    })
    expect(state).toEqual({
      current: null,
      pendingUpdate: null,
      loadingRequestId: 'a',
      error: null,
    })
    state = reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'a', list })
    expect(state.current).toBe(list)
    expect(
      messageOf(() => reduceTokenListState(state, { type: 'acceptUpdate' }, 'https://x')),
    ).toBe('accept list update called without pending update')
    state = reduceTokenListState(state, { type: 'fetchPending', requestId: 'b' })
    // the same version again changes nothing but ends the loading
    expect(reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'b', list })).toEqual({
      current: list,
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    })
    // a stale reply is ignored
    expect(
      reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'a', list: newer }),
    ).toBe(state)
    state = reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'b', list: newer })
    expect([state.current, state.pendingUpdate]).toEqual([list, newer])
    state = reduceTokenListState(state, { type: 'acceptUpdate' })
    expect([state.current, state.pendingUpdate]).toEqual([newer, null])
    state = reduceTokenListState(state, { type: 'fetchPending', requestId: 'c' })
    expect(
      reduceTokenListState(state, { type: 'fetchRejected', requestId: 'x', errorMessage: 'late' }),
    ).toBe(state)
    expect(
      reduceTokenListState(state, {
        type: 'fetchRejected',
        requestId: 'c',
        errorMessage: 'Failed to download list https://x',
      }),
    ).toEqual({
      current: null,
      pendingUpdate: null,
      loadingRequestId: null,
      error: 'Failed to download list https://x',
    })
  })
})
