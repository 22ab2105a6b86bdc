/**
 * TEMPORARY placeholder at the agreed path (15-market owns `data/`; the lead keeps 15-market's
 * version at merge): after an NFT write, every NFT query (keys under ['nfts', …]) refetches.
 */
import type { QueryClient } from '@tanstack/react-query'

export function invalidateNftQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['nfts'] })
}
