import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, webSocket } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createRpcTransport } from './createRpcTransport'

/** A node on loopback that answers each HTTP request with the next of `answers`, then the last. */
type Answer = { status: number; body?: unknown }

const servers: Server[] = []

async function node(answers: Answer[]): Promise<{ url: string; requests: () => number }> {
  let requests = 0
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const answer = answers[Math.min(requests, answers.length - 1)] as Answer
      requests++
      const { id } = JSON.parse(body) as { id: number }
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...(answer.body as object) }))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, requests: () => requests }
}

/** A port nothing listens on: a refused connection. */
async function deadUrl(): Promise<string> {
  const dead = await node([{ status: 200 }])
  const server = servers.pop() as Server
  await new Promise((resolve) => server.close(resolve))
  return dead.url
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  )
})

const BLOCK_1 = { status: 200, body: { result: '0x1' } }

describe('createRpcTransport', () => {
  test('a dead primary falls through to the next URL', async () => {
    const second = await node([BLOCK_1])
    const client = createPublicClient({
      transport: createRpcTransport({ urls: [await deadUrl(), second.url], retryDelay: 1 }),
    })
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(1n)
    expect(second.requests()).toBe(1)
  })

  test('503s and 429s are asked again, round after round, until the node answers', async () => {
    const flaky = await node([{ status: 503 }, { status: 429 }, BLOCK_1])
    const client = createPublicClient({
      transport: createRpcTransport({ urls: [flaky.url], retryDelay: 1 }),
    })
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(1n)
    expect(flaky.requests()).toBe(3)
  })

  test('a getLogs size refusal comes back at once, not retried (the caller asks for less)', async () => {
    const capped = await node([
      {
        status: 200,
        body: { error: { code: -32005, message: 'query returned more than 10000 results' } },
      },
    ])
    const client = createPublicClient({
      transport: createRpcTransport({ urls: [capped.url], retryDelay: 1 }),
    })
    await expect(client.getLogs({ fromBlock: 0n, toBlock: 10n })).rejects.toThrow(
      /more than 10000 results/,
    )
    expect(capped.requests()).toBe(1)
  })

  test('ws(s) URLs need viem’s webSocket handed in; http(s) ones do not', () => {
    expect(() => createRpcTransport({ urls: ['wss://node.example'] })).toThrow(
      /pass viem's webSocket/,
    )
    expect(createRpcTransport({ urls: ['wss://node.example'], webSocket })).toBeTypeOf('function')
    expect(() => createRpcTransport({ urls: [] })).toThrow(RangeError)
  })
})
