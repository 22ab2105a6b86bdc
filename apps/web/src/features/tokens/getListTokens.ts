/** Tokens of token lists for one chain, with the list they come from (for 'via {list}'). */
import { type ListedToken, type TokenAddressMap, type TokenList, tokenListToMap } from '@ghost/sdk'
import type { TokenListsState } from './tokenListsState'

const maps = new WeakMap<TokenList, TokenAddressMap>()

/** `tokenListToMap`, computed once per list object; a list with duplicates yields no tokens. */
export function getTokenListMap(list: TokenList): TokenAddressMap {
  let map = maps.get(list)
  if (!map) {
    try {
      map = tokenListToMap(list)
    } catch {
      // fetching refuses such lists ('Duplicate tokens.'); a stored one just contributes nothing
      map = {}
    }
    maps.set(list, map)
  }
  return map
}

/**
 * The listed tokens of `chainId` by lowercase address from the lists in `urls`, in that order
 * (the first list naming a token wins).
 *
 * @example
 * getListTokens(state, state.activeListUrls, 1337)['0x…']?.list.name // 'Ghost Extended'
 */
export function getListTokens(
  state: TokenListsState,
  urls: readonly string[],
  chainId: number,
): Record<string, ListedToken> {
  const result: Record<string, ListedToken> = {}
  for (const url of urls) {
    const list = state.byUrl[url]?.current
    if (!list) continue
    for (const [address, listed] of Object.entries(getTokenListMap(list)[chainId] ?? {})) {
      result[address.toLowerCase()] ??= listed
    }
  }
  return result
}
