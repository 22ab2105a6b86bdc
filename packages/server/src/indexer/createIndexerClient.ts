import {
  createPublicClient,
  fallback,
  http,
  type PublicClient,
  type Transport,
  webSocket,
} from 'viem'

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
 * The indexer's RPC client over one node or several (primary first): JSON-RPC batching, so a
 * range's blocks come in few requests, room for big answers (a range's logs, blocks with hundreds
 * of transactions) beyond viem's 10 MB, and viem's `fallback`: a request a node fails goes to the
 * next one, and a round where every node failed is retried with backoff (honouring Retry-After).
 * Each node's own transport does not retry, so a dead primary costs one refused connection per
 * request, not its own backoff.
 *
 * @example
 * const client = createIndexerClient(['https://bsc-dataseed.bnbchain.org', 'https://bsc.publicnode.com'])
 */
export function createIndexerClient(
  urls: string | readonly string[],
  options: CreateIndexerClientOptions = {},
): PublicClient {
  const list = typeof urls === 'string' ? [urls] : urls
  if (list.length === 0) throw new RangeError('createIndexerClient needs at least one RPC URL')
  const timeout = options.timeout ?? INDEXER_RPC_TIMEOUT
  const transports: Transport[] = list.map((url) =>
    /^wss?:/.test(url)
      ? webSocket(url, { retryCount: 0, timeout })
      : http(url, {
          batch: { batchSize: 20 },
          retryCount: 0,
          timeout,
          maxResponseBodySize: 256 * 1024 * 1024,
        }),
  )
  const transport = fallback(transports, {
    retryCount: options.retryCount ?? INDEXER_RPC_RETRY_COUNT,
    retryDelay: options.retryDelay ?? INDEXER_RPC_RETRY_DELAY,
  })
  return createPublicClient({ transport }) as PublicClient
}
