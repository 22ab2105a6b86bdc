import type { Pair } from '../pair/pair'
import { getPairGraph, type PairGraph } from '../trade/pairGraph'

export type CreateRoutingIndexParameters = {
  /** Pairs to route through, in the order that breaks ties between equal routes. */
  pairs: readonly Pair[]
}

/**
 * What the trade search runs on: the pairs' topology (tokens as small integers, each token's
 * pairs, hop distances worked out on first use) plus their current reserves. Keep it across
 * blocks with `updateRoutingIndex`: only the reserves are read again while the topology holds.
 */
export type RoutingIndex = PairGraph

export type CreateRoutingIndexReturnType = RoutingIndex

/**
 * Indexes `pairs` for `getBestTrade`, `bestTradeExactIn` and `bestTradeExactOut` (`{ index }`).
 *
 * @example
 * let index = createRoutingIndex({ pairs })
 * const trade = getBestTrade({ index, tradeType: TradeType.EXACT_INPUT, amount, otherCurrency: usdt })
 */
export function createRoutingIndex({
  pairs,
}: CreateRoutingIndexParameters): CreateRoutingIndexReturnType {
  return getPairGraph(pairs)
}
