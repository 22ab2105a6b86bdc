import {
  type Currency,
  filterTokens,
  getTokenComparator,
  type Native,
  sortTokensByQuery,
  type Token,
  type TokenBalances,
} from '@ghost/sdk'

export type GetCurrencySearchResultsParameters = {
  tokens: readonly Token[]
  native: Native
  /** The debounced search text. */
  query: string
  /** Balances by token address (checksummed). */
  balances: TokenBalances
}

/**
 * What the Select a Token list shows (spec §5): BNB first while the query could still spell
 * 'bnb'; then the tokens matching the query, ordered by balance (largest first) then symbol,
 * and with a query, exact symbol matches, then symbol prefixes, then the rest.
 *
 * @example
 * getCurrencySearchResults({ tokens, native, query: 'usd', balances }).map((c) => c.symbol)
 * // ['USDT', 'BUSD']
 */
export function getCurrencySearchResults({
  tokens,
  native,
  query,
  balances,
}: GetCurrencySearchResultsParameters): Currency[] {
  const trimmed = query.trim().toLowerCase()
  const showNative = 'bnb'.startsWith(trimmed)
  const sorted = filterTokens(tokens, trimmed).sort(getTokenComparator(balances))
  const ordered = trimmed ? sortTokensByQuery(sorted, trimmed) : sorted
  return showNative ? [native, ...ordered] : ordered
}
