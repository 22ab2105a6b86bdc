import { createRpcTransport } from '@ghost/sdk'
import { createPublicClient, type PublicClient, webSocket } from 'viem'

export type CreateIndexerClientOptions = {
  /** Milliseconds one request may take on one node. Default 60,000 (a range's logs can be big). */
  timeout?: number | undefined
  /** Rounds over all the nodes after a round where each failed (429, 5xx, timeout). Default 5. */
  retryCount?: number | undefined
  /** Milliseconds before the first retry round, doubled each round; a 429's Retry-After wins. */
  retryDelay?: number | undefined
}

export const INDEXER_RPC_TIMEOUT = 60_000
export const INDEXER_RPC_RETRY_COUNT = 5
export const INDEXER_RPC_RETRY_DELAY = 250

/**
 * The indexer's RPC client over one node or several (primary first), through the sdk's
 * `createRpcTransport` (viem `fallback`: a request a node fails goes to the next, a round where
 * every node failed is retried with backoff or the node's Retry-After; an eth_getLogs size
 * refusal comes back at once for the indexer to split the range). On top: JSON-RPC batching, so
 * a range's blocks come in few requests, a longer timeout than the API's and room for big
 * answers (a range's logs, blocks with hundreds of transactions) beyond viem's 10 MB.
 *
 * @example
 * const client = createIndexerClient(['https://bsc-dataseed.bnbchain.org', 'https://bsc.publicnode.com'])
 */
export function createIndexerClient(
  urls: string | readonly string[],
  options: CreateIndexerClientOptions = {},
): PublicClient {
  const transport = createRpcTransport({
    urls: typeof urls === 'string' ? [urls] : urls,
    timeout: options.timeout ?? INDEXER_RPC_TIMEOUT,
    retryCount: options.retryCount ?? INDEXER_RPC_RETRY_COUNT,
    retryDelay: options.retryDelay ?? INDEXER_RPC_RETRY_DELAY,
    batch: { batchSize: 20 },
    maxResponseBodySize: 256 * 1024 * 1024,
    webSocket,
  })
  return createPublicClient({ transport }) as PublicClient
}
