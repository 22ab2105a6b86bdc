import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { createRandom } from '../random'
import { type AnswerCallContext, answerCall } from './answerCall'
import { errorOf, isJsonRpcCall, type JsonRpcAnswer, type JsonRpcCall } from './jsonRpc'
import { postJson } from './postJson'

export type RpcProxyOptions = {
  /** The Anvil URL. */
  upstream: string
  /** 0 (default): a free port on 127.0.0.1. */
  port?: number
  /** Seeds the error and timeout draws (default 1): the same requests meet the same fate. */
  seed?: number
  /** eth_getLogs with toBlock − fromBlock + 1 above this answers "exceed maximum block range: N". */
  getLogsMaxRange?: number
  /** eth_getLogs finding more logs than this answers "query returned more than N results". */
  getLogsMaxResults?: number
  /** Fraction of HTTP requests answered 429 (with Retry-After) or 502/503, half and half. */
  errorRate?: number
  /** Fraction of HTTP requests that get no answer: the socket is destroyed after `hangMs`. */
  timeoutRate?: number
  /** Default 30_000. */
  hangMs?: number
  /** The node is this many blocks behind the chain: it has no newer block, log or receipt. */
  lagBlocks?: number
  /** eth_getTransactionReceipt answers null until this long after the send went through here. */
  receiptDelayMs?: number
  /**
   * Only HTTP requests holding one of these methods are disturbed by errorRate / timeoutRate
   * (default: all). Every disturbance happens before forwarding, so an accepted send is never lost.
   */
  methods?: readonly string[]
  /**
   * The same calls (method and params, whatever their JSON-RPC id) are disturbed at most this
   * many times, then answered (default: no limit). A public node's refusals pass; a client that
   * retries more often than this always gets through, however its requests interleave.
   */
  maxDisturbancesPerCall?: number
  /** The 429's Retry-After, in seconds (default 1). */
  retryAfterSeconds?: number
  /** The clock receiptDelayMs is measured on (default Date.now); a test's own makes it exact. */
  now?: () => number
}

export type RpcProxyStats = {
  /** HTTP requests received (a batch is one). */
  requests: number
  /** HTTP requests answered 429 / 502 / 503. */
  errors: number
  /** HTTP requests left hanging. */
  timeouts: number
  /** eth_getLogs calls refused for their range or their result count. */
  cappedLogs: number
}

export type RpcProxy = {
  url: string
  stop(): Promise<void>
  stats(): RpcProxyStats
}

const STATUS_TEXT: Record<number, string> = {
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * Public endpoints answer browsers too: every answer (refusals included, as a CDN in front of a
 * node sends them) allows any origin, and a preflight is answered before any disturbance.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

function sendJson(response: ServerResponse, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

/**
 * An HTTP JSON-RPC proxy in front of Anvil that behaves like a public BSC endpoint: eth_getLogs
 * caps, rate limiting and gateway errors, requests that never come back, a node lagging behind
 * the head, slow receipts. For tests of code that must survive public RPC; randomness is seeded.
 *
 * @example
 * const proxy = await startRpcProxy({ upstream: anvil.url, getLogsMaxRange: 50, errorRate: 0.2 })
 * // … point the client at proxy.url …
 * await proxy.stop()
 */
export async function startRpcProxy(options: RpcProxyOptions): Promise<RpcProxy> {
  const random = createRandom(options.seed ?? 1)
  const errorRate = options.errorRate ?? 0
  const timeoutRate = options.timeoutRate ?? 0
  const hangMs = options.hangMs ?? 30_000
  const lagBlocks = options.lagBlocks ?? 0
  const disturbed = options.methods ? new Set(options.methods) : undefined
  const maxDisturbances = options.maxDisturbancesPerCall ?? Number.POSITIVE_INFINITY
  /** Disturbances so far, by the calls' methods and params. */
  const disturbances = new Map<string, number>()
  const stats: RpcProxyStats = { requests: 0, errors: 0, timeouts: 0, cappedLogs: 0 }
  const sentAt = new Map<string, number>()
  const hanging = new Set<NodeJS.Timeout>()
  const sockets = new Set<Socket>()

  let nextUpstreamId = 1
  const forward = async (call: JsonRpcCall): Promise<JsonRpcAnswer> => {
    const answer = (await postJson(options.upstream, {
      ...call,
      id: nextUpstreamId++,
    })) as JsonRpcAnswer
    return { ...answer, id: call.id ?? null }
  }

  const upstreamHead = async () => {
    const answer = await postJson(options.upstream, {
      jsonrpc: '2.0',
      id: nextUpstreamId++,
      method: 'eth_blockNumber',
      params: [],
    })
    const result = (answer as JsonRpcAnswer).result
    if (typeof result !== 'string') throw new Error('upstream gave no block number')
    return BigInt(result)
  }

  /** One view of the head per HTTP request, as one node answers one request. */
  const contextFor = (): AnswerCallContext => {
    let head: Promise<bigint> | undefined
    return {
      forward,
      visibleHead: () => {
        head ??= upstreamHead().then((upstream) => {
          const visible = upstream - BigInt(lagBlocks)
          return visible > 0n ? visible : 0n
        })
        return head
      },
      lagBlocks,
      getLogsMaxRange: options.getLogsMaxRange,
      getLogsMaxResults: options.getLogsMaxResults,
      receiptDelayMs: options.receiptDelayMs ?? 0,
      sentAt,
      now: options.now ?? Date.now,
      onCappedLogs: () => {
        stats.cappedLogs++
      },
    }
  }

  /** Draws this request's fate: answered, refused with an HTTP error, or left hanging. */
  const fate = (calls: JsonRpcCall[]): 'answer' | 429 | 502 | 503 | 'hang' => {
    if (errorRate <= 0 && timeoutRate <= 0) return 'answer'
    if (disturbed && !calls.some((call) => disturbed.has(call.method))) return 'answer'
    const key = JSON.stringify(calls.map((call) => [call.method, call.params]))
    const before = disturbances.get(key) ?? 0
    const draw = random.next()
    if (before >= maxDisturbances || draw >= errorRate + timeoutRate) return 'answer'
    disturbances.set(key, before + 1)
    if (draw < errorRate / 2) return 429
    if (draw < (errorRate * 3) / 4) return 502
    if (draw < errorRate) return 503
    return 'hang'
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request)
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value)
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    stats.requests++
    if (request.method !== 'POST') {
      response.writeHead(405).end()
      return
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      sendJson(response, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'parse error' },
      })
      return
    }
    const batch = Array.isArray(parsed)
    const items: unknown[] = batch ? (parsed as unknown[]) : [parsed]
    const calls = items.filter(isJsonRpcCall)
    const outcome = fate(calls)
    if (outcome === 'hang') {
      stats.timeouts++
      const timer = setTimeout(() => {
        hanging.delete(timer)
        request.socket.destroy()
      }, hangMs)
      hanging.add(timer)
      return
    }
    if (outcome !== 'answer') {
      stats.errors++
      const text = STATUS_TEXT[outcome] ?? 'error'
      response.writeHead(outcome, {
        'content-type': 'text/plain',
        ...(outcome === 429 ? { 'retry-after': String(options.retryAfterSeconds ?? 1) } : {}),
      })
      response.end(text)
      return
    }
    const context = contextFor()
    const answers = await Promise.all(
      calls.map((call) =>
        answerCall(call, context).catch((error: unknown) =>
          errorOf(call, -32603, `proxy: ${(error as Error).message}`),
        ),
      ),
    )
    sendJson(response, batch ? answers : answers[0])
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500)
      response.end(String(error))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ ...stats }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of hanging) clearTimeout(timer)
        hanging.clear()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
