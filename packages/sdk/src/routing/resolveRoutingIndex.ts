import type { Pair } from '../pair/pair'
import { getPairGraph } from '../trade/pairGraph'
import type { RoutingIndex } from './createRoutingIndex'

/** What a trade search routes through: the pairs, or an index of them kept across blocks. */
export type RoutingSource =
  | {
      /** Pairs to route through. Pass the same array again to reuse its routing index. */
      pairs: readonly Pair[]
      index?: undefined
    }
  | {
      pairs?: undefined
      /** An index kept across blocks (`createRoutingIndex`, then `updateRoutingIndex`). */
      index: RoutingIndex
    }

/** The index a search runs on: the one given, or the pairs' (cached per array). */
export function resolveRoutingIndex(source: RoutingSource): RoutingIndex {
  return source.index !== undefined ? source.index : getPairGraph(source.pairs)
}
