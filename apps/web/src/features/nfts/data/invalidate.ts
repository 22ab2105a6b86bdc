import type { QueryClient } from '@tanstack/react-query'
import { getIndexedBlock } from '../../../api/nfts/indexedBlock'
import type { NftApiClient } from '../../../api/nfts/nftApiClient'
import { nftKeys } from './keys'

/**
 * Marks every NFT query stale and refetches the ones on screen: call it after any NFT write
 * (a trade, a listing, a mint, a profile change) so every NFT screen shows the new state.
 */
export function invalidateNftQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: nftKeys.all })
}

/** How often, and how long at most, to ask whether the index has reached a block. */
const INDEX_POLL_MS = 1_000
const INDEX_WAIT_MS = 30_000

/**
 * After a transaction mined in `blockNumber`: refetch at once (the chain reads have it), then
 * again when the API's index has that block, since the API's reads lag the chain by the indexer.
 * Gives up waiting after 30 s (the screens' own refreshes take over).
 */
export async function refreshNftQueriesAfter(
  queryClient: QueryClient,
  client: NftApiClient,
  blockNumber: bigint,
): Promise<void> {
  await invalidateNftQueries(queryClient)
  const deadline = Date.now() + INDEX_WAIT_MS
  while (Date.now() < deadline) {
    const indexed = await getIndexedBlock(client)
    if (indexed !== null && BigInt(indexed) >= blockNumber) {
      await invalidateNftQueries(queryClient)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS))
  }
}
