import type { SearchableToken } from './filterTokens'

/**
 * Orders search results: exact symbol match first, then symbols starting with the query, then
 * the rest, each group in its incoming order. Multi-word queries keep the order.
 *
 * @example
 * sortTokensByQuery(filterTokens(tokens, 'cake'), 'cake') // CAKE, CAKEBNB, …, 'PancakeSwap Token'
 */
export function sortTokensByQuery<T extends SearchableToken>(
  tokens: readonly T[],
  query: string,
): T[] {
  const queryWords = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
  if (queryWords.length > 1) return [...tokens]
  const wanted = queryWords[0] ?? ''
  const exact: T[] = []
  const prefixed: T[] = []
  const rest: T[] = []
  for (const token of tokens) {
    const symbol = token.symbol?.toLowerCase()
    if (symbol === wanted) exact.push(token)
    else if (symbol?.startsWith(wanted)) prefixed.push(token)
    else rest.push(token)
  }
  return [...exact, ...prefixed, ...rest]
}
