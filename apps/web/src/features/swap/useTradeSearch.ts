/**
 * The trade search (`findTrade`), loaded on first need (an amount typed): the sdk's route search
 * and trade classes are not part of the swap page's first load (bundle budget).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { findTrade } from './findTrade'

/** The search's code as a query: loaded once, kept for the page's life. */
export const tradeSearchQuery = () =>
  queryOptions({
    queryKey: ['swap-trade-search'],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A function is the data: wrapped so React Query does not call it as an updater.
    queryFn: async () => ({ find: (await import('./findTrade')).findTrade }),
  })

export function useTradeSearch(needed: boolean): typeof findTrade | undefined {
  const { data } = useQuery({ ...tradeSearchQuery(), enabled: needed })
  return data?.find
}
