/**
 * The trade pairs' routing index, kept across blocks. Every block brings new pair objects with
 * new reserves; while the same pairs join the same tokens, the index keeps its topology (token
 * ids, pair lists, hop distances) and only reads the reserves again, and it is rebuilt when the
 * topology changes (a pair appears, drains or another currency is picked). The index code comes
 * with the lazily loaded trade search: until then the search gets the pairs.
 */
import type { Pair, RoutingIndex, RoutingSource } from '@ghost/sdk'
import { useEffect, useMemo, useRef } from 'react'
import type { TradeSearch } from './useTradeSearch'

export function useRoutingIndex(
  pairs: readonly Pair[],
  updateIndex: TradeSearch['updateIndex'] | undefined,
): RoutingSource {
  // the index of the last committed render: any earlier index is a valid starting point, the
  // update checks the topology itself
  const kept = useRef<RoutingIndex | undefined>(undefined)
  const routing = useMemo<RoutingSource>(
    () => (updateIndex ? { index: updateIndex({ index: kept.current, pairs }) } : { pairs }),
    [pairs, updateIndex],
  )
  useEffect(() => {
    if (routing.index) kept.current = routing.index
  }, [routing])
  return routing
}
