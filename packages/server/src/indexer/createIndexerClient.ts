import { createPublicClient, http, type PublicClient, webSocket } from 'viem'

/**
 * The indexer's RPC client: JSON-RPC batching, so a range's blocks come in few requests, and room
 * for big answers (a range's logs, blocks with hundreds of transactions) beyond viem's 10 MB.
 */
export function createIndexerClient(rpcUrl: string): PublicClient {
  const transport = /^wss?:/.test(rpcUrl)
    ? webSocket(rpcUrl)
    : http(rpcUrl, {
        batch: { batchSize: 20 },
        retryCount: 2,
        timeout: 60_000,
        maxResponseBodySize: 256 * 1024 * 1024,
      })
  return createPublicClient({ transport }) as PublicClient
}
