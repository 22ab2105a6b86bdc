import { type CreateRpcTransportParameters, createRpcTransport } from '@ghost/sdk'
import { createPublicClient, type PublicClient, webSocket } from 'viem'
import { rpcUrlsOf, type ServerConfig } from '../config'

export type CreateRpcClientParameters = Pick<ServerConfig, 'rpcUrl' | 'rpcFallbackUrls'> &
  Pick<CreateRpcTransportParameters, 'timeout' | 'retryCount' | 'retryDelay'>

/** One node request's limit for the API's reads: a public node answers in well under a second. */
export const API_RPC_TIMEOUT_MS = 5_000

/**
 * The API's chain client (order checks, sign-in's contract wallets, profile and ownership
 * reads): the configured nodes with fallbacks, 429/5xx/timeouts retried with backoff, and
 * JSON-RPC batching of reads made together.
 *
 * @example
 * const rpc = createRpcClient(config) // RPC_URLS=https://a.example,https://b.example
 * await rpc.getBlockNumber()
 */
export function createRpcClient(parameters: CreateRpcClientParameters): PublicClient {
  const { timeout = API_RPC_TIMEOUT_MS, retryCount, retryDelay } = parameters
  return createPublicClient({
    transport: createRpcTransport({
      urls: rpcUrlsOf(parameters),
      timeout,
      retryCount,
      retryDelay,
      batch: { batchSize: 50 },
      webSocket,
    }),
  }) as PublicClient
}
