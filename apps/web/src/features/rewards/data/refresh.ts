import type { QueryClient } from '@tanstack/react-query'
import type { NftApiClient } from '../../../api/nfts'
import { getIndexedBlock } from '../../../api/nfts/indexedBlock'
import { rewardsKeys } from './keys'

const INDEX_POLL_MS = 1_000
const INDEX_WAIT_MS = 30_000

/**
 * After a harvest mined by `blockNumber`: refetch the API's totals and history at once, then
 * again when the API's index has that block (the chain reads refresh with the next block anyway).
 * Gives up after 30 s; the screen's own refetches take over.
 */
export async function refreshRewardsAfter(
  queryClient: QueryClient,
  client: NftApiClient,
  blockNumber: bigint,
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: rewardsKeys.all })
  const deadline = Date.now() + INDEX_WAIT_MS
  while (Date.now() < deadline) {
    const indexed = await getIndexedBlock(client)
    if (indexed !== null && BigInt(indexed) >= blockNumber) {
      await queryClient.invalidateQueries({ queryKey: rewardsKeys.all })
      return
    }
    await new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS))
  }
}
