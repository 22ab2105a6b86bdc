/**
 * Search across the Info tokens and pools by symbol, name or address. The top lists are small
 * (the API's top 100), so matching happens here, case-insensitively, which the subgraph filters
 * (`_contains`) cannot do.
 */
import type { InfoPair, InfoToken } from '../../../api/info/entities'

export type InfoSearchResults = { tokens: InfoToken[]; pairs: InfoPair[] }

export const SEARCH_LIMIT = 8

function matchesToken(
  token: { id: string; symbol: string; name: string },
  needle: string,
): boolean {
  return (
    token.symbol.toLowerCase().includes(needle) ||
    token.name.toLowerCase().includes(needle) ||
    token.id === needle
  )
}

export function searchInfo(
  tokens: readonly InfoToken[],
  pairs: readonly InfoPair[],
  query: string,
): InfoSearchResults {
  const needle = query.trim().toLowerCase()
  if (!needle) return { tokens: [], pairs: [] }
  const pairName = (pair: InfoPair) => `${pair.token0.symbol}/${pair.token1.symbol}`.toLowerCase()
  return {
    tokens: tokens.filter((token) => matchesToken(token, needle)).slice(0, SEARCH_LIMIT),
    pairs: pairs
      .filter(
        (pair) =>
          pair.id === needle ||
          pairName(pair).includes(needle) ||
          matchesToken(pair.token0, needle) ||
          matchesToken(pair.token1, needle),
      )
      .slice(0, SEARCH_LIMIT),
  }
}
