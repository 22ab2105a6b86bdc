/**
 * TEMPORARY placeholder on branch 15-trade (the agreed path of 15-market's shared data layer):
 * 15-market's version replaces this at merge. Every NFT read hook keys its queries under
 * ['nfts', …], so invalidating that prefix makes every NFT screen refetch after a write.
 */
import type { QueryClient } from '@tanstack/react-query'

export function invalidateNftQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['nfts'] })
}
