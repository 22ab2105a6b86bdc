/**
 * An HTTP proxy in front of the node that counts the JSON-RPC requests passing through it: one
 * per HTTP POST, so a batch of calls in one request counts once (what a node operator bills and
 * rate-limits). It keeps the node's replies too (the block a poll read is in its reply). CORS
 * preflights are answered here and counted apart. Used by `bench:rpc` and the web's chain tests
 * that count a page's requests per block.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { Hex } from 'viem'

export type JsonRpcCall = { method: string; params?: unknown[] | undefined }

/** A JSON-RPC reply as the node sent it. */
export type JsonRpcReply = { id?: unknown; result?: unknown; error?: unknown }

export type CountingProxy = {
  url: string
  /** Every POST so far: the JSON-RPC calls it carried (several for a batch). */
  readonly requests: readonly JsonRpcCall[][]
  /** The node's replies to `requests[i]` at index i, once it answered (undefined before). */
  readonly replies: readonly (JsonRpcReply[] | undefined)[]
  preflights: number
  /** Resolves when every request so far has been answered. */
  answered(): Promise<void>
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((done, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => done(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** The JSON body's messages (several for a batch), or `fallback` when it is not JSON. */
function messagesOf<T>(body: Buffer, fallback: T): T[] {
  try {
    const json = JSON.parse(body.toString('utf8')) as unknown
    return (Array.isArray(json) ? json : [json]) as T[]
  } catch {
    return [fallback]
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

/** An `eth_call`'s target and call data, or undefined for another method. */
export function ethCallOf(call: JsonRpcCall): { to: string; data: Hex } | undefined {
  if (call.method !== 'eth_call') return undefined
  const [request] = (call.params ?? []) as { to?: string; data?: Hex; input?: Hex }[]
  const data = request?.data ?? request?.input
  return request?.to && data ? { to: request.to, data } : undefined
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const requests: JsonRpcCall[][] = []
  const replies: (JsonRpcReply[] | undefined)[] = []
  const pending = new Set<Promise<void>>()
  const state = { preflights: 0 }
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      state.preflights++
      response.writeHead(204, CORS).end()
      return
    }
    const handled = (async () => {
      const body = await readBody(request)
      const index =
        request.method === 'POST'
          ? requests.push(messagesOf<JsonRpcCall>(body, { method: '(unparsable)' })) - 1
          : undefined
      if (index !== undefined) replies[index] = undefined
      try {
        const upstream = await fetch(target, {
          method: request.method,
          headers: { 'content-type': 'application/json' },
          body: request.method === 'POST' ? body.toString('utf8') : undefined,
        })
        const reply = Buffer.from(await upstream.arrayBuffer())
        if (index !== undefined)
          replies[index] = messagesOf<JsonRpcReply>(reply, { error: '(unparsable)' })
        response.writeHead(upstream.status, {
          ...CORS,
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        })
        response.end(reply)
      } catch (error) {
        if (index !== undefined) replies[index] = [{ error: String(error) }]
        response.writeHead(502, CORS).end(String(error))
      }
    })().catch(() => {
      // the browser went away mid-request: nothing to answer
      response.destroy()
    })
    pending.add(handled)
    void handled.finally(() => pending.delete(handled))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    replies,
    get preflights() {
      return state.preflights
    },
    answered: async () => {
      await Promise.allSettled([...pending])
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
