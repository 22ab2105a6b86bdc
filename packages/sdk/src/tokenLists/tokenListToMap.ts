import type { Address } from 'viem'
import { Token } from '../currencies/token'
import { DuplicateTokensError } from '../errors/tokenLists'
import type { TokenInfo, TokenList } from './types'

/** A token from a list, with where it came from (the import screen shows 'via {list}'). */
export type ListedToken = {
  readonly token: Token
  readonly tokenInfo: TokenInfo
  readonly list: TokenList
}

/** Tokens of a list by chain id, then by checksummed address. */
export type TokenAddressMap = Readonly<Record<number, Readonly<Record<Address, ListedToken>>>>

export type TokenListToMapErrorType = DuplicateTokensError

/**
 * Indexes a validated list; the same address twice on one chain throws 'Duplicate tokens.'
 * (spec §5). Non-EVM addresses the schema allows are skipped.
 *
 * @example
 * const map = tokenListToMap(list)
 * map[56]?.['0x55d398326f99059fF775485246999027B3197955']?.token.symbol // 'USDT'
 */
export function tokenListToMap(list: TokenList): TokenAddressMap {
  const map: Record<number, Record<Address, ListedToken>> = {}
  for (const tokenInfo of list.tokens) {
    if (!tokenInfo.address.startsWith('0x')) continue
    const token = new Token({
      chainId: tokenInfo.chainId,
      address: tokenInfo.address,
      decimals: tokenInfo.decimals,
      symbol: tokenInfo.symbol,
      name: tokenInfo.name,
    })
    map[token.chainId] ??= {}
    const chain = map[token.chainId] as Record<Address, ListedToken>
    if (chain[token.address]) {
      throw new DuplicateTokensError({ chainId: token.chainId, address: token.address })
    }
    chain[token.address] = { token, tokenInfo, list }
  }
  return map
}
