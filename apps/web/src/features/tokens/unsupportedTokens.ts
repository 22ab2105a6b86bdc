/**
 * Tokens the interface refuses to trade (spec §5 'Unsupported Asset', §8 Unsupported Assets).
 * The list is ours to keep; see docs/decisions.md "Tokens" for the example it holds.
 */
import { ChainId, type Currency, Token } from '@ghost/sdk'

/** Unsupported tokens by chain id. */
export const UNSUPPORTED_TOKENS: Readonly<Record<number, readonly Token[]>> = {
  [ChainId.BSC]: [
    new Token({
      chainId: ChainId.BSC,
      // illustrative entry: an address reserved for the example, not a real project
      address: '0x00000000000000000000000000000000DeaDBeef',
      decimals: 18,
      symbol: 'UNSUP',
      name: 'Unsupported Example',
    }),
  ],
}

/**
 * The unsupported tokens of `chainId` by lowercase address.
 *
 * @example
 * getUnsupportedTokens(56)['0x00000000000000000000000000000000deadbeef']?.symbol // 'UNSUP'
 */
export function getUnsupportedTokens(chainId: number): Record<string, Token> {
  const result: Record<string, Token> = {}
  for (const token of UNSUPPORTED_TOKENS[chainId] ?? []) {
    result[token.address.toLowerCase()] = token
  }
  return result
}

/**
 * The currencies that cannot be traded here (the native coin always can).
 *
 * @example
 * getUnsupportedCurrencies(unsupported, [bnb, unsup]) // [unsup]
 */
export function getUnsupportedCurrencies(
  unsupported: Readonly<Record<string, Token>>,
  currencies: readonly (Currency | null | undefined)[],
): Token[] {
  const found: Token[] = []
  for (const currency of currencies) {
    if (currency?.isToken && unsupported[currency.address.toLowerCase()]) {
      if (!found.some((token) => token.equals(currency))) found.push(currency)
    }
  }
  return found
}
