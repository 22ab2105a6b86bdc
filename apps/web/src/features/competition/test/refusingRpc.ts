/**
 * A wallet that says no: a JSON-RPC proxy in front of the test's Anvil node that forwards every
 * request, except that while `refuse` is set it answers `eth_sendTransaction` as a wallet whose
 * user rejected the request (EIP-1193 code 4001), without touching the node. wagmi's mock
 * connector sends transactions to the chain's RPC URL, so a page rendered with this URL meets a
 * real rejection where a user's wallet would give it.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Call = { id?: unknown; method?: unknown }

export type RefusingRpc = {
  url: string
  /** While true, sends are rejected. */
  refuse: boolean
  /** Sends rejected so far. */
  refused: number
  stop(): Promise<void>
}

export async function startRefusingRpc(upstream: string): Promise<RefusingRpc> {
  const state = { refuse: false, refused: 0 }
  const rejection = (call: Call) => ({
    jsonrpc: '2.0',
    id: call.id ?? null,
    error: { code: 4001, message: 'User rejected the request.' },
  })
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const answer = (status: number, text: string) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
        })
        response.end(text)
      }
      if (request.method === 'OPTIONS') return answer(204, '')
      let parsed: Call | Call[] | undefined
      try {
        parsed = JSON.parse(body) as Call | Call[]
      } catch {
        parsed = undefined
      }
      const calls = Array.isArray(parsed) ? parsed : parsed ? [parsed] : []
      if (state.refuse && calls.length === 1 && calls[0]?.method === 'eth_sendTransaction') {
        state.refused += 1
        return answer(200, JSON.stringify(rejection(calls[0])))
      }
      fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (forwarded) => answer(forwarded.status, await forwarded.text()))
        .catch((error: unknown) => answer(502, JSON.stringify({ error: String(error) })))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get refuse() {
      return state.refuse
    },
    set refuse(value: boolean) {
      state.refuse = value
    },
    get refused() {
      return state.refused
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
