/** The persisted token-lists state and the actions screens call on it. */
import type { TokenList, TokenListEvent } from '@ghost/sdk'
import { createPersistedStore, useStore } from '../../state/createPersistedStore'
import {
  applyListEvent,
  disableList,
  EMPTY_TOKEN_LISTS_STATE,
  enableList,
  removeList,
  replaceList,
  reviveTokenListsState,
  type TokenListsState,
} from './tokenListsState'

export const TOKEN_LISTS_KEY = 'ghost:token-lists'

export const tokenListsStore = createPersistedStore<TokenListsState>({
  key: TOKEN_LISTS_KEY,
  defaults: EMPTY_TOKEN_LISTS_STATE,
  revive: (saved) => reviveTokenListsState(saved),
})

export function useTokenListsState<selected>(select: (state: TokenListsState) => selected) {
  return useStore(tokenListsStore, select)
}

export const tokenListActions = {
  enable: (url: string) => tokenListsStore.set((state) => enableList(state, url)),
  disable: (url: string) => tokenListsStore.set((state) => disableList(state, url)),
  remove: (url: string) => tokenListsStore.set((state) => removeList(state, url)),
  event: (url: string, event: TokenListEvent) =>
    tokenListsStore.set((state) => applyListEvent(state, url, event)),
  replace: (url: string, list: TokenList) =>
    tokenListsStore.set((state) => replaceList(state, url, list)),
  acceptUpdate: (url: string) =>
    tokenListsStore.set((state) => applyListEvent(state, url, { type: 'acceptUpdate' })),
}
