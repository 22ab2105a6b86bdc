import { NoPendingListUpdateError } from '../errors/tokenLists'
import { getVersionUpgrade, VersionUpgrade } from './getVersionUpgrade'
import type { TokenList } from './types'

/** Spec §3: per list in state. */
export type TokenListState = {
  readonly current: TokenList | null
  readonly pendingUpdate: TokenList | null
  readonly loadingRequestId: string | null
  readonly error: string | null
}

export type TokenListEvent =
  | { type: 'fetchPending'; requestId: string }
  | { type: 'fetchFulfilled'; requestId: string; list: TokenList }
  | { type: 'fetchRejected'; requestId: string; errorMessage: string }
  | { type: 'acceptUpdate' }

export const EMPTY_TOKEN_LIST_STATE: TokenListState = {
  current: null,
  pendingUpdate: null,
  loadingRequestId: null,
  error: null,
}

/**
 * Spec §4 token-list loading: a request sets its id and clears the error; success with no
 * current list makes it current, with an older current list makes it a pending update (same or
 * older versions change nothing); failure of the latest request clears the list and keeps the
 * error; accepting replaces current with the pending update and throws
 * 'accept list update called without pending update' when there is none.
 *
 * @example
 * reduceTokenListState(EMPTY_TOKEN_LIST_STATE, { type: 'fetchFulfilled', requestId: 'a', list }).current === list // true
 */
export function reduceTokenListState(
  state: TokenListState,
  event: TokenListEvent,
  url = '',
): TokenListState {
  switch (event.type) {
    case 'fetchPending':
      return { ...state, loadingRequestId: event.requestId, error: null }
    case 'fetchFulfilled': {
      if (!state.current) {
        return { current: event.list, pendingUpdate: null, loadingRequestId: null, error: null }
      }
      // a reply to an older request must not overwrite a newer one still loading
      const isLatest = state.loadingRequestId === null || state.loadingRequestId === event.requestId
      if (!isLatest) return state
      if (getVersionUpgrade(state.current.version, event.list.version) === VersionUpgrade.NONE) {
        return { ...state, loadingRequestId: null, error: null }
      }
      return { ...state, pendingUpdate: event.list, loadingRequestId: null, error: null }
    }
    case 'fetchRejected':
      if (state.loadingRequestId !== event.requestId) return state
      return {
        current: null,
        pendingUpdate: null,
        loadingRequestId: null,
        error: event.errorMessage,
      }
    case 'acceptUpdate':
      if (!state.pendingUpdate) throw new NoPendingListUpdateError({ url })
      return { ...state, current: state.pendingUpdate, pendingUpdate: null }
  }
}
