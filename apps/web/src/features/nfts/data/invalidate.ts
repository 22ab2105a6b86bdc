import type { QueryClient } from '@tanstack/react-query'
import { nftKeys } from '../../../api/nfts/nftKeys'

/**
 * Marks every NFT query stale and refetches the ones on screen: call it after any NFT write
 * (a trade, a listing, a mint, a profile change) so every NFT screen shows the new state.
 */
export function invalidateNftQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: nftKeys.all })
}
