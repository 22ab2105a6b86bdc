import type { Currency, Native, Token } from '@ghost/sdk'

/**
 * How a pair's token is shown and linked: WBNB as BNB (positions are BNB pairs to users; the
 * add and remove routes then use 'BNB'), any other token as itself.
 *
 * @example
 * unwrapToken(wbnb, bnb) // bnb
 */
export function unwrapToken(token: Token, native: Native): Currency {
  return token.equals(native.wrapped) ? native : token
}
