/**
 * Read-your-writes: after a transaction is mined, a screen that reads the Ghost server waits until
 * the server's index holds the transaction's block before it refetches, so the write shows at once
 * instead of after the next poll. It gives up after a while (the index may be down or far behind);
 * the screen then shows what the server has and its own polling catches up.
 */
import { useCallback } from 'react'
import { useRuntimeConfig } from '../config/useRuntimeConfig'
import { getIndexedBlock } from './nfts/indexedBlock'
import { createNftApiClient, type NftApiClient } from './nfts/nftApiClient'
import { nftSessionStoreFor } from './nfts/useNftApi'

const INDEX_POLL_MS = 1_000
const INDEX_WAIT_MS = 30_000

export type WaitForIndexOptions = {
  pollMs?: number | undefined
  timeoutMs?: number | undefined
  signal?: AbortSignal | undefined
}

/** Resolves true once the index holds `blockNumber`, false when it did not within the wait. */
export async function waitForIndex(
  client: NftApiClient,
  blockNumber: bigint,
  { pollMs = INDEX_POLL_MS, timeoutMs = INDEX_WAIT_MS, signal }: WaitForIndexOptions = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!signal?.aborted) {
    const indexed = await getIndexedBlock(client, { signal })
    if (indexed !== null && BigInt(indexed) >= blockNumber) return true
    if (Date.now() + pollMs > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  return false
}

/** `waitForIndex` bound to the app's server, for `useWriteFlow`'s `waitForIndex` option. */
export function useWaitForIndex(): (blockNumber: bigint) => Promise<boolean> {
  const { apiUrl, chainId } = useRuntimeConfig()
  return useCallback(
    (blockNumber: bigint) =>
      waitForIndex(
        createNftApiClient({ apiUrl, chainId, sessions: nftSessionStoreFor(apiUrl, chainId) }),
        blockNumber,
      ),
    [apiUrl, chainId],
  )
}
