/**
 * An HTTP proxy in front of the node that keeps the JSON-RPC calls of each request passing
 * through it (one entry per HTTP POST, a batch's calls together) and the node's replies, as
 * `bench:rpc`'s counting proxy does: what a node operator bills and rate-limits is the request.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { Hex } from 'viem'

export type RecordedCall = { method: string; params?: unknown[] | undefined }

/** A JSON-RPC reply as the node sent it. */
export type RecordedReply = { id?: unknown; result?: unknown; error?: unknown }

export type RecordedRequest = {
  calls: RecordedCall[]
  /** The node's replies, once it answered (in its order; one for a single call). */
  replies?: RecordedReply[] | undefined
}

export type RecordingRpcProxy = {
  url: string
  /** Every POST so far: the calls it carried and, once answered, the replies. */
  readonly requests: readonly RecordedRequest[]
  /** Resolves when every request so far has its replies. */
  answered(): Promise<void>
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function callsOf(body: string): RecordedCall[] {
  try {
    const json = JSON.parse(body) as unknown
    return (Array.isArray(json) ? json : [json]) as RecordedCall[]
  } catch {
    return [{ method: '(unparsable)' }]
  }
}

function repliesOf(body: string): RecordedReply[] {
  try {
    const json = JSON.parse(body) as unknown
    return (Array.isArray(json) ? json : [json]) as RecordedReply[]
  } catch {
    return [{ error: '(unparsable)' }]
  }
}

/** The `to` and `data` of an `eth_call`, when the call is one. */
export function ethCallOf(call: RecordedCall): { to: string; data: Hex } | undefined {
  if (call.method !== 'eth_call') return undefined
  const [request] = (call.params ?? []) as { to?: string; data?: Hex; input?: Hex }[]
  const data = request?.data ?? request?.input
  return request?.to && data ? { to: request.to, data } : undefined
}

export async function startRecordingRpcProxy(upstream: string): Promise<RecordingRpcProxy> {
  const requests: RecordedRequest[] = []
  const pending = new Set<Promise<void>>()
  const server = createServer((request, response) => {
    const handled = (async () => {
      const body = await readBody(request)
      const recorded: RecordedRequest | undefined =
        request.method === 'POST' ? { calls: callsOf(body) } : undefined
      if (recorded) requests.push(recorded)
      try {
        const answer = await fetch(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        const reply = Buffer.from(await answer.arrayBuffer())
        if (recorded) recorded.replies = repliesOf(reply.toString('utf8'))
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(reply)
      } catch (error) {
        if (recorded) recorded.replies = [{ error: String(error) }]
        response.writeHead(502).end(String(error))
      }
    })()
    pending.add(handled)
    const done = () => pending.delete(handled)
    handled.then(done, done)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answered: async () => {
      await Promise.allSettled([...pending])
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
