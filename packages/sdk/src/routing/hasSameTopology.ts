import type { Pair } from '../pair/pair'
import { tokenKey } from '../trade/pairGraph'
import type { RoutingIndex } from './createRoutingIndex'

export type HasSameTopologyParameters = {
  index: RoutingIndex
  /** The pairs as read now (new objects with new reserves, typically). */
  pairs: readonly Pair[]
}

/**
 * Whether `pair` joins the tokens the index has at `position`. Token objects usually survive a
 * block: compared by identity first (without reading the previous block's pair objects), by
 * chain and address only when they are new objects.
 */
export function joinsSameTokens(index: RoutingIndex, pair: Pair, position: number): boolean {
  const id0 = index.token0[position] as number
  const id1 = index.token1[position] as number
  const token0 = pair.token0
  const token1 = pair.token1
  return (
    (token0 === index.tokens[id0] || index.tokenIds.get(tokenKey(token0)) === id0) &&
    (token1 === index.tokens[id1] || index.tokenIds.get(tokenKey(token1)) === id1)
  )
}

/**
 * Whether `pairs` join the same tokens in the same order as the pairs `index` was built from:
 * then only reserves differ and the index's topology still holds. Pair order counts because it
 * breaks ties between equal routes; addresses do not, routes take the new pair objects.
 *
 * @example
 * hasSameTopology({ index, pairs: pairsOfThisBlock }) // false once a pair is added or removed
 */
export function hasSameTopology({ index, pairs }: HasSameTopologyParameters): boolean {
  if (index.pairs.length !== pairs.length) return false
  for (let position = 0; position < pairs.length; position++) {
    if (!joinsSameTokens(index, pairs[position] as Pair, position)) return false
  }
  return true
}
