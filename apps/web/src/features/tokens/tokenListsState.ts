/**
 * The token lists the user knows (spec §3, §4): per list URL its sdk `TokenListState`
 * (current, pendingUpdate, loadingRequestId, error), plus which lists are active. Every
 * transition is a pure function returning a new state; the store only applies them.
 */
import {
  EMPTY_TOKEN_LIST_STATE,
  reduceTokenListState,
  type TokenList,
  type TokenListEvent,
  type TokenListState,
} from '@ghost/sdk'
import { DEFAULT_TOKEN_LIST_PATH } from './getDefaultTokenList'

export type TokenListsState = {
  readonly byUrl: Readonly<Record<string, TokenListState>>
  /** Enabled lists, whose tokens join the token universe. */
  readonly activeListUrls: readonly string[]
}

/**
 * The deployment's own list, served beside the app (`getDefaultTokenList`): it gives the
 * manager something to show at first open and the deployment's tokens their logos. None where
 * the page has no http origin (unit tests in node).
 */
export function getDefaultListUrls(origin: string | undefined): string[] {
  return origin && /^https?:\/\//.test(origin) ? [`${origin}${DEFAULT_TOKEN_LIST_PATH}`] : []
}

export const DEFAULT_TOKEN_LIST_URLS: readonly string[] = getDefaultListUrls(
  globalThis.location?.origin,
)

/** Known and on from the first visit. */
export const EMPTY_TOKEN_LISTS_STATE: TokenListsState = {
  byUrl: Object.fromEntries(DEFAULT_TOKEN_LIST_URLS.map((url) => [url, EMPTY_TOKEN_LIST_STATE])),
  activeListUrls: [...DEFAULT_TOKEN_LIST_URLS],
}

/** Adds an empty entry for `url` (no-op when known). */
export function addList(state: TokenListsState, url: string): TokenListsState {
  if (state.byUrl[url]) return state
  return { ...state, byUrl: { ...state.byUrl, [url]: EMPTY_TOKEN_LIST_STATE } }
}

/** Forgets `url` and deactivates it. */
export function removeList(state: TokenListsState, url: string): TokenListsState {
  if (!state.byUrl[url]) return state
  const { [url]: _removed, ...byUrl } = state.byUrl
  return { byUrl, activeListUrls: state.activeListUrls.filter((active) => active !== url) }
}

/** Activates `url`, adding it when unknown. */
export function enableList(state: TokenListsState, url: string): TokenListsState {
  const added = addList(state, url)
  if (added.activeListUrls.includes(url)) return added
  return { ...added, activeListUrls: [...added.activeListUrls, url] }
}

export function disableList(state: TokenListsState, url: string): TokenListsState {
  if (!state.activeListUrls.includes(url)) return state
  return { ...state, activeListUrls: state.activeListUrls.filter((active) => active !== url) }
}

/**
 * Applies a loading event to one list (spec §4). A pending request creates the entry; answers for
 * a list removed meanwhile are dropped. Accepting without a pending update throws
 * 'accept list update called without pending update'.
 */
export function applyListEvent(
  state: TokenListsState,
  url: string,
  event: TokenListEvent,
): TokenListsState {
  const current = state.byUrl[url]
  if (!current) {
    if (event.type !== 'fetchPending') return state
    return applyListEvent(addList(state, url), url, event)
  }
  const next = reduceTokenListState(current, event, url)
  if (next === current) return state
  return { ...state, byUrl: { ...state.byUrl, [url]: next } }
}

/**
 * Sets `list` as the current version of `url` as it is, whatever the versions: for a list built
 * in the page (the default list), which is always right for this deployment.
 */
export function replaceList(state: TokenListsState, url: string, list: TokenList): TokenListsState {
  return {
    ...state,
    byUrl: {
      ...state.byUrl,
      [url]: { current: list, pendingUpdate: null, loadingRequestId: null, error: null },
    },
  }
}

/**
 * Spec §4: the only remaining list cannot be removed. Default lists cannot either (they come
 * back with every load); they can be switched off.
 */
export function canRemoveList(
  state: TokenListsState,
  url: string,
  defaultUrls: readonly string[] = DEFAULT_TOKEN_LIST_URLS,
): boolean {
  return !!state.byUrl[url] && Object.keys(state.byUrl).length > 1 && !defaultUrls.includes(url)
}

function isListState(value: unknown): value is TokenListState {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const listOrNull = (field: unknown) =>
    field === null ||
    (typeof field === 'object' &&
      Array.isArray((field as Record<string, unknown>).tokens) &&
      typeof (field as Record<string, unknown>).name === 'string' &&
      typeof (field as Record<string, unknown>).version === 'object')
  return (
    listOrNull(record.current ?? null) &&
    listOrNull(record.pendingUpdate ?? null) &&
    (record.error === undefined || record.error === null || typeof record.error === 'string')
  )
}

/**
 * Turns saved JSON back into a state. A request id cannot outlive the page that made it: a
 * stale one would make the next answer look outdated, so loading ids are cleared. A default
 * list the saved state does not know (saved before it existed) is added, switched on.
 */
export function reviveTokenListsState(
  saved: unknown,
  defaultUrls: readonly string[] = DEFAULT_TOKEN_LIST_URLS,
): TokenListsState | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined
  const record = saved as Record<string, unknown>
  if (typeof record.byUrl !== 'object' || record.byUrl === null) return undefined
  const byUrl: Record<string, TokenListState> = {}
  for (const [url, list] of Object.entries(record.byUrl)) {
    if (!isListState(list)) continue
    byUrl[url] = {
      current: list.current ?? null,
      pendingUpdate: list.pendingUpdate ?? null,
      loadingRequestId: null,
      error: list.error ?? null,
    }
  }
  const activeListUrls = Array.isArray(record.activeListUrls)
    ? record.activeListUrls.filter(
        (url): url is string => typeof url === 'string' && byUrl[url] !== undefined,
      )
    : []
  for (const url of defaultUrls) {
    if (byUrl[url]) continue
    byUrl[url] = EMPTY_TOKEN_LIST_STATE
    activeListUrls.push(url)
  }
  return { byUrl, activeListUrls }
}
