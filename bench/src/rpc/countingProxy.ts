/**
 * An HTTP proxy in front of the node that counts the JSON-RPC requests passing through it: one
 * per HTTP POST, so a batch of calls in one request counts once (what a node operator bills and
 * rate-limits). CORS preflights are answered here and counted apart.
 */
import { createServer, type IncomingMessage } from 'node:http'

export type JsonRpcCall = { method: string; params?: unknown[] | undefined }

export type CountingProxy = {
  url: string
  /** Every POST so far: the JSON-RPC calls it carried (several for a batch). */
  readonly requests: readonly JsonRpcCall[][]
  preflights: number
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

function callsOf(body: Buffer): JsonRpcCall[] {
  try {
    const json = JSON.parse(body.toString('utf8')) as unknown
    return (Array.isArray(json) ? json : [json]) as JsonRpcCall[]
  } catch {
    return [{ method: '(unparsable)' }]
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const requests: JsonRpcCall[][] = []
  const state = { preflights: 0 }
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      state.preflights++
      response.writeHead(204, CORS).end()
      return
    }
    const body = await readBody(request)
    if (request.method === 'POST') requests.push(callsOf(body))
    try {
      const upstream = await fetch(target, {
        method: request.method,
        headers: { 'content-type': 'application/json' },
        body: request.method === 'POST' ? body.toString('utf8') : undefined,
      })
      response.writeHead(upstream.status, {
        ...CORS,
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      })
      response.end(Buffer.from(await upstream.arrayBuffer()))
    } catch (error) {
      response.writeHead(502, CORS).end(String(error))
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get preflights() {
      return state.preflights
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
