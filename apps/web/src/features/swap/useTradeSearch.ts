/**
 * The trade search (`findTrade`) and its routing index update, loaded on first need (an amount
 * typed): the sdk's route search and trade classes are not part of the swap page's first load
 * (bundle budget).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { findTrade, updateRoutingIndex } from './findTrade'

export type TradeSearch = {
  find: typeof findTrade
  /** Keeps the pairs' routing index across blocks (`useRoutingIndex`). */
  updateIndex: typeof updateRoutingIndex
}

/** The search's code as a query: loaded once, kept for the page's life. */
export const tradeSearchQuery = () =>
  queryOptions({
    queryKey: ['swap-trade-search'],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Functions are the data: wrapped so React Query does not call them as an updater.
    queryFn: async (): Promise<TradeSearch> => {
      const search = await import('./findTrade')
      return { find: search.findTrade, updateIndex: search.updateRoutingIndex }
    },
  })

export function useTradeSearch(needed: boolean): TradeSearch | undefined {
  const { data } = useQuery({ ...tradeSearchQuery(), enabled: needed })
  return data
}
