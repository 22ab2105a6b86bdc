/**
 * The pairs the trade search reads (spec §9: routes of up to 3 hops over every pair the app
 * knows): every two of the base tokens (WBNB and the deployment's tokens, whose pools the app
 * knows), plus the chosen input and output against each base and each other. Tokens that only
 * sit in a token list are not intermediates: reading every pair of a long list each block would
 * cost n² reads.
 */
import type { Currency, Token } from '@ghost/sdk'

export function getTradeTokenPairs(
  baseTokens: readonly Token[],
  inputCurrency: Currency | undefined,
  outputCurrency: Currency | undefined,
): [Token, Token][] {
  const tokens: Token[] = []
  for (const token of [...baseTokens, inputCurrency?.wrapped, outputCurrency?.wrapped]) {
    if (token && !tokens.some((known) => known.equals(token))) tokens.push(token)
  }
  const pairs: [Token, Token][] = []
  for (const [i, a] of tokens.entries()) {
    for (const b of tokens.slice(i + 1)) {
      if (a.chainId === b.chainId) pairs.push([a, b])
    }
  }
  return pairs
}
