import type { Currency } from '../currencies/currency'

export type GetSearchEnterSelectionParameters<T extends Currency> = {
  query: string
  /** Search results in display order. */
  results: readonly T[]
  /** The chain's native coin, picked by typing 'bnb'. */
  native: Currency
}

/**
 * What Enter selects in the token search (spec §5): BNB for the query 'bnb'; otherwise the first
 * result when its symbol equals the query or it is the only result.
 *
 * @example
 * getSearchEnterSelection({ query: 'BNB', results, native: bnb }) // bnb
 */
export function getSearchEnterSelection<T extends Currency>({
  query,
  results,
  native,
}: GetSearchEnterSelectionParameters<T>): T | Currency | undefined {
  const wanted = query.toLowerCase().trim()
  if (wanted === 'bnb') return native
  const first = results[0]
  if (!first) return undefined
  if (first.symbol?.toLowerCase() === wanted || results.length === 1) return first
  return undefined
}
