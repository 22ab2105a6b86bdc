import type { ListedToken, Token } from '@ghost/sdk'

export type GetTokenUniverseParameters = {
  /** WBNB and the manifest tokens. */
  defaultTokens: readonly Token[]
  /** Tokens of the active lists by lowercase address. */
  listTokens: Readonly<Record<string, ListedToken>>
  /** Tokens the user imported. */
  userTokens: readonly Token[]
  chainId: number
}

/**
 * Every token the app offers on `chainId`, by lowercase address: active lists' tokens, then the
 * default tokens and the user's own over them (our names win over a list's).
 *
 * @example
 * getTokenUniverse({ defaultTokens, listTokens, userTokens, chainId: 1337 })['0x…']?.symbol // 'USDT'
 */
export function getTokenUniverse({
  defaultTokens,
  listTokens,
  userTokens,
  chainId,
}: GetTokenUniverseParameters): Record<string, Token> {
  const universe: Record<string, Token> = {}
  for (const [address, listed] of Object.entries(listTokens)) {
    if (listed.token.chainId === chainId) universe[address] = listed.token
  }
  for (const token of [...defaultTokens, ...userTokens]) {
    if (token.chainId === chainId) universe[token.address.toLowerCase()] = token
  }
  return universe
}
