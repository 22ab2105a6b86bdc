import type { Pair } from '../pair/pair'
import { rawOf } from '../trade/pairGraph'
import {
  type CreateRoutingIndexReturnType,
  createRoutingIndex,
  type RoutingIndex,
} from './createRoutingIndex'
import { joinsSameTokens } from './hasSameTopology'

export type UpdateRoutingIndexParameters = {
  /** The index kept from the previous block; undefined on the first. */
  index: RoutingIndex | undefined
  /** The pairs as read now. */
  pairs: readonly Pair[]
}

export type UpdateRoutingIndexReturnType = CreateRoutingIndexReturnType

/**
 * The index for `pairs`, reusing `index`'s topology when only reserves changed (every block):
 * the same token ids, pair lists and cached hop distances, with the new pairs and reserves. A
 * topology change (a pair added, removed or reordered, other tokens) builds a fresh index.
 * Quotes from either are identical; the reused one skips the indexing.
 *
 * @example
 * index = updateRoutingIndex({ index, pairs: pairsOfThisBlock })
 * const trade = getBestTrade({ index, tradeType: TradeType.EXACT_INPUT, amount, otherCurrency: usdt })
 */
export function updateRoutingIndex({
  index,
  pairs,
}: UpdateRoutingIndexParameters): UpdateRoutingIndexReturnType {
  const count = pairs.length
  if (!index || index.pairs.length !== count) return createRoutingIndex({ pairs })
  const reserve0: bigint[] = new Array(count)
  const reserve1: bigint[] = new Array(count)
  let unchanged = true
  // one pass: the topology check (`hasSameTopology`) and the reserves read together
  for (let position = 0; position < count; position++) {
    const pair = pairs[position] as Pair
    if (pair !== index.pairs[position]) {
      if (!joinsSameTokens(index, pair, position)) return createRoutingIndex({ pairs })
      unchanged = false
    }
    reserve0[position] = rawOf(pair.reserve0)
    reserve1[position] = rawOf(pair.reserve1)
  }
  if (unchanged) return index
  // distances and goal links depend on the topology only: the maps are shared, so what one
  // block works out serves the next
  return { ...index, pairs: [...pairs], reserve0, reserve1 }
}
