import {
  type EIP1193RequestFn,
  fallback,
  http,
  InvalidParamsRpcError,
  type Transport,
  type webSocket,
} from 'viem'
import { classifyLogsError } from './classifyLogsError'

export type CreateRpcTransportParameters = {
  /** The node URLs, primary first (http(s) or ws(s)). */
  urls: readonly string[]
  /** Milliseconds one request may take on one URL before it counts as failed. Default 10,000. */
  timeout?: number | undefined
  /**
   * Rounds over the whole list after a round where every URL failed with something worth
   * retrying (429, 5xx, a timeout, a refused connection). Default 3.
   */
  retryCount?: number | undefined
  /** Milliseconds before the first retry round; each next round waits twice as long. Default 250. */
  retryDelay?: number | undefined
  /** The largest http answer in bytes (viem's default: 10 MB; a range's logs can be more). */
  maxResponseBodySize?: number | undefined
  /** JSON-RPC batching of http requests made in the same tick. Default off. */
  batch?: boolean | { batchSize?: number | undefined; wait?: number | undefined } | undefined
  /**
   * viem's `webSocket`, for ws(s) URLs. Passed in rather than imported so that a caller with
   * http(s) nodes only (the web app) keeps the WebSocket client out of its bundle.
   */
  webSocket?: typeof webSocket | undefined
}

/**
 * viem retries a node's -32005 "limit exceeded" like a rate limit, with backoff; when it means
 * "too many results" the caller must ask for less at once (getLogsInRanges), not wait. Such a
 * refusal is passed on as an invalid-parameters error, which viem does not retry.
 */
function sizeRefusalsAtOnce(transport: Transport): Transport {
  return (config) => {
    const built = transport(config)
    const request = (async (args, options) => {
      try {
        return await built.request(args, options)
      } catch (error) {
        if (classifyLogsError(error) !== undefined && error instanceof Error) {
          throw new InvalidParamsRpcError(error)
        }
        throw error
      }
    }) as EIP1193RequestFn
    return { ...built, request }
  }
}

export const DEFAULT_RPC_TIMEOUT = 10_000
export const DEFAULT_RPC_RETRY_COUNT = 3
export const DEFAULT_RPC_RETRY_DELAY = 250

/**
 * A viem transport over one or more nodes that survives a public endpoint: each request goes to
 * the first URL, and on failure (not a revert) to the next; when all fail, the round is retried
 * with exponential backoff (or the node's Retry-After). Retrying per round rather than per URL
 * means a dead primary costs one refused connection per request, not its own backoff. A node's
 * refusal of an `eth_getLogs` for its size is not retried (see getLogsInRanges).
 *
 * @example
 * const client = createPublicClient({
 *   transport: createRpcTransport({ urls: ['https://bsc-dataseed.bnbchain.org', 'https://bsc.publicnode.com'] }),
 * })
 */
export function createRpcTransport(parameters: CreateRpcTransportParameters): Transport {
  const {
    urls,
    timeout = DEFAULT_RPC_TIMEOUT,
    retryCount = DEFAULT_RPC_RETRY_COUNT,
    retryDelay = DEFAULT_RPC_RETRY_DELAY,
    batch = false,
    maxResponseBodySize,
    webSocket,
  } = parameters
  if (urls.length === 0) throw new RangeError('createRpcTransport needs at least one URL')
  const transports = urls.map((url) => {
    if (!/^wss?:/.test(url))
      return sizeRefusalsAtOnce(http(url, { retryCount: 0, timeout, batch, maxResponseBodySize }))
    if (!webSocket) throw new RangeError(`${url}: pass viem's webSocket to use ws(s) URLs`)
    return sizeRefusalsAtOnce(webSocket(url, { retryCount: 0, timeout }))
  })
  return fallback(transports, { retryCount, retryDelay })
}
