import { isAddress } from '../validation/isAddress'

/** What token search reads: tokens, list entries and the like. */
export type SearchableToken = {
  readonly address: string
  readonly symbol?: string | undefined
  readonly name?: string | undefined
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
}

/**
 * Token search (spec §5): an address query matches that address exactly; otherwise every word of
 * the query must be the start or the end of some word of the symbol, or all of them of some word
 * of the name.
 *
 * @example
 * filterTokens(tokens, 'usd') // USDT, BUSD, 'Tether USD', …
 */
export function filterTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  if (query.length === 0) return [...tokens]
  const address = isAddress(query.trim())
  if (address) {
    const lower = address.toLowerCase()
    return tokens.filter((token) => token.address.toLowerCase() === lower)
  }
  const queryWords = words(query)
  if (queryWords.length === 0) return [...tokens]
  const matches = (text: string | undefined) => {
    if (!text) return false
    const textWords = words(text)
    return queryWords.every((queryWord) =>
      textWords.some((word) => word.startsWith(queryWord) || word.endsWith(queryWord)),
    )
  }
  return tokens.filter((token) => matches(token.symbol) || matches(token.name))
}
