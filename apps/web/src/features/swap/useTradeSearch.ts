/**
 * The trade search (`findTrade`), loaded on first need (an amount typed): the sdk's route search
 * and trade classes are not part of the swap page's first load (bundle budget).
 */
import { useQuery } from '@tanstack/react-query'
import type { findTrade } from './findTrade'

export function useTradeSearch(needed: boolean): typeof findTrade | undefined {
  const { data } = useQuery({
    queryKey: ['swap-trade-search'],
    enabled: needed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A function is the data: wrapped so React Query does not call it as an updater.
    queryFn: async () => ({ find: (await import('./findTrade')).findTrade }),
  })
  return data?.find
}
