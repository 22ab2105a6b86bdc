/**
 * What one `getReserves` read says about a pair of currencies (spec §4 pair status): no tokens or
 * the same token twice → INVALID; no answer yet → LOADING; a failed read (no contract at the
 * CREATE2 address) → NOT_EXISTS; reserves → EXISTS with the pair, reserves as read (possibly 0).
 */
import { type Currency, type Pair, pairFromReserves, type Token } from '@ghost/sdk'
import type { Address } from 'viem'

export const PairState = {
  LOADING: 'LOADING',
  NOT_EXISTS: 'NOT_EXISTS',
  EXISTS: 'EXISTS',
  INVALID: 'INVALID',
} as const
export type PairState = (typeof PairState)[keyof typeof PairState]

/** The two wrapped tokens of a currency pair, or undefined when they cannot form a pair. */
export function getPairTokens(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): [Token, Token] | undefined {
  const tokenA = currencyA?.isNative ? currencyA.wrapped : currencyA
  const tokenB = currencyB?.isNative ? currencyB.wrapped : currencyB
  if (!tokenA || !tokenB) return undefined
  if (tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return undefined
  return [tokenA, tokenB]
}

export type ReservesRead =
  | { status: 'success'; result: readonly [bigint, bigint, number] }
  | { status: 'failure'; error: Error }
  | undefined

export type GetPairStateParameters = {
  tokens: [Token, Token] | undefined
  address: Address | undefined
  /** The read of `getReserves()` at `address`; undefined while loading. */
  read: ReservesRead
}

export function getPairState({
  tokens,
  address,
  read,
}: GetPairStateParameters): [PairState, Pair | null] {
  if (!tokens || !address) return [PairState.INVALID, null]
  if (!read) return [PairState.LOADING, null]
  if (read.status === 'failure') return [PairState.NOT_EXISTS, null]
  const [tokenA, tokenB] = tokens
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  const [reserve0, reserve1] = read.result
  return [
    PairState.EXISTS,
    pairFromReserves({
      tokenA: token0,
      tokenB: token1,
      reserveA: reserve0,
      reserveB: reserve1,
      address,
    }),
  ]
}
