import { type AnvilInstance, startAnvil } from '@ghost/contracts/anvil'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RpcProxy, type RpcProxyOptions, startRpcProxy } from './startRpcProxy'

/**
 * The proxy against a real Anvil (automine; blocks are mined by hand through Anvil directly, so
 * what the lagging node hides is known exactly).
 */

let anvil: AnvilInstance
const proxies: RpcProxy[] = []
/** An account Anvil holds unlocked: eth_sendTransaction needs no signing here. */
let sender: string

type Answer = { id: number; result?: unknown; error?: { code: number; message: string } }

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    json: response.ok ? (JSON.parse(text) as Answer | Answer[]) : undefined,
  }
}

let nextId = 1
async function call(url: string, method: string, params: unknown[] = []): Promise<Answer> {
  const { status, json } = await post(url, { jsonrpc: '2.0', id: nextId++, method, params })
  if (status !== 200 || !json || Array.isArray(json)) throw new Error(`HTTP ${status}`)
  return json
}

async function result<value>(url: string, method: string, params: unknown[] = []) {
  const answer = await call(url, method, params)
  if (answer.error) throw new Error(answer.error.message)
  return answer.result as value
}

const hex = (value: number | bigint) => `0x${value.toString(16)}`

/** Creation code that emits one anonymous log (LOG0) and deploys nothing: one log per send. */
const EMIT_ONE_LOG = '0x60006000a000'

async function emitLog(url: string): Promise<string> {
  return result<string>(url, 'eth_sendTransaction', [{ from: sender, data: EMIT_ONE_LOG }])
}

/**
 * Anvil's receipt of `hash` once it has one: Anvil answers a send before it has mined it, so a
 * receipt asked for at once can still be null.
 */
async function minedOnAnvil(hash: string): Promise<unknown> {
  for (;;) {
    const receipt = await result(anvil.url, 'eth_getTransactionReceipt', [hash])
    if (receipt !== null) return receipt
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function proxy(options: Omit<RpcProxyOptions, 'upstream'>) {
  const started = await startRpcProxy({ upstream: anvil.url, ...options })
  proxies.push(started)
  return started
}

const head = async () => BigInt(await result<string>(anvil.url, 'eth_blockNumber'))

beforeAll(async () => {
  anvil = await startAnvil()
  ;[sender] = (await result<string[]>(anvil.url, 'eth_accounts')) as [string]
})

afterAll(async () => {
  await Promise.all(proxies.map((started) => started.stop()))
  await anvil?.stop()
})

describe('eth_getLogs caps', () => {
  test('a range above getLogsMaxRange is refused as BSC refuses it; one within passes', async () => {
    await result(anvil.url, 'anvil_mine', [hex(60)])
    const { url, stats } = await proxy({ getLogsMaxRange: 50 })
    const refused = await call(url, 'eth_getLogs', [{ fromBlock: '0x1', toBlock: hex(51) }])
    expect(refused.error).toEqual({ code: -32000, message: 'exceed maximum block range: 50' })
    const latest = await call(url, 'eth_getLogs', [{ fromBlock: '0x0' }])
    expect(latest.error?.message).toBe('exceed maximum block range: 50')
    const within = await call(url, 'eth_getLogs', [{ fromBlock: '0x1', toBlock: hex(50) }])
    expect(within.error).toBeUndefined()
    expect(within.result).toEqual([])
    expect(stats().cappedLogs).toBe(2)
  })

  test('more logs than getLogsMaxResults is refused; fewer pass, the same logs as upstream', async () => {
    const from = (await head()) + 1n
    for (let i = 0; i < 5; i++) await minedOnAnvil(await emitLog(anvil.url))
    const to = await head()
    const { url, stats } = await proxy({ getLogsMaxResults: 3 })
    const filter = { fromBlock: hex(from), toBlock: hex(to) }
    const refused = await call(url, 'eth_getLogs', [filter])
    expect(refused.error).toEqual({ code: -32005, message: 'query returned more than 3 results' })
    const part = { fromBlock: hex(from), toBlock: hex(from + 2n) }
    const logs = await result<unknown[]>(url, 'eth_getLogs', [part])
    expect(logs).toHaveLength(3)
    expect(logs).toEqual(await result(anvil.url, 'eth_getLogs', [part]))
    expect(stats().cappedLogs).toBe(1)
  })
})

describe('errors and timeouts', () => {
  const statuses = async (url: string, count: number) => {
    const out: (number | string)[] = []
    for (let i = 0; i < count; i++) {
      const { status, retryAfter } = await post(url, {
        jsonrpc: '2.0',
        id: i,
        method: 'eth_chainId',
        params: [],
      })
      out.push(status === 429 ? `429 retry-after ${retryAfter}` : status)
    }
    return out
  }

  test('a seeded error rate answers 429 with Retry-After, 502 and 503, the same on every run', async () => {
    const first = await proxy({ errorRate: 0.5, seed: 7 })
    const seen = await statuses(first.url, 40)
    expect(seen).toContain('429 retry-after 1')
    expect(seen).toContain(502)
    expect(seen).toContain(503)
    expect(seen).toContain(200)
    expect(first.stats()).toMatchObject({
      requests: 40,
      errors: seen.filter((status) => status !== 200).length,
    })
    const again = await proxy({ errorRate: 0.5, seed: 7 })
    expect(await statuses(again.url, 40)).toEqual(seen)
    const otherSeed = await proxy({ errorRate: 0.5, seed: 8 })
    expect(await statuses(otherSeed.url, 40)).not.toEqual(seen)
  })

  test('browsers may call it: a preflight is allowed, and every answer, refusals too, allows any origin', async () => {
    const refusing = await proxy({ errorRate: 1 })
    const preflight = await fetch(refusing.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    expect(refusing.stats().requests).toBe(0)
    const refused = await fetch(refusing.url, { method: 'POST', body: '{}' })
    expect(refused.status).not.toBe(200)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    const answering = await proxy({})
    const answered = await fetch(answering.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(answered.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('maxDisturbancesPerCall: the same call is refused that many times, whatever its id, then answered', async () => {
    const { url, stats } = await proxy({ errorRate: 1, maxDisturbancesPerCall: 2 })
    const call = (id: number, method: string) =>
      post(url, { jsonrpc: '2.0', id, method, params: [] })
    expect((await call(1, 'eth_chainId')).status).not.toBe(200)
    expect((await call(2, 'eth_blockNumber')).status).not.toBe(200)
    expect((await call(3, 'eth_chainId')).status).not.toBe(200)
    const third = await call(4, 'eth_chainId')
    expect(third.status).toBe(200)
    expect(third.json).toMatchObject({ id: 4, result: '0x539' })
    expect((await call(5, 'eth_blockNumber')).status).not.toBe(200)
    expect((await call(6, 'eth_blockNumber')).status).toBe(200)
    expect(stats()).toMatchObject({ requests: 6, errors: 4 })
  })

  test('a batch is one request: it fails whole, or every call in it is answered', async () => {
    const failing = await proxy({ errorRate: 1 })
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] },
    ]
    expect([429, 502, 503]).toContain((await post(failing.url, batch)).status)
    expect(failing.stats()).toMatchObject({ requests: 1, errors: 1 })
    const healthy = await proxy({})
    const { json } = await post(healthy.url, batch)
    expect(Array.isArray(json) && json.map((answer) => answer.id)).toEqual([1, 2])
    expect(Array.isArray(json) && json[0]?.result).toBe('0x539')
  })

  test('only the listed methods are disturbed; a refused send never reaches the chain', async () => {
    const { url, stats } = await proxy({
      errorRate: 1,
      methods: ['eth_getLogs', 'eth_sendTransaction'],
    })
    expect(await result(url, 'eth_chainId')).toBe('0x539')
    const before = await head()
    const { status } = await post(url, {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: sender, data: EMIT_ONE_LOG }],
    })
    expect(status).toBeGreaterThanOrEqual(429)
    expect(await head()).toBe(before)
    expect(stats()).toMatchObject({ requests: 2, errors: 1 })
  })

  test('a seeded timeout rate leaves requests hanging, then drops their connection', async () => {
    const { url, stats } = await proxy({ timeoutRate: 0.5, hangMs: 200, seed: 3 })
    let dropped = 0
    let answered = 0
    for (let i = 0; i < 12; i++) {
      try {
        await call(url, 'eth_chainId')
        answered++
      } catch {
        dropped++
      }
    }
    expect(dropped).toBeGreaterThan(0)
    expect(answered).toBeGreaterThan(0)
    expect(stats()).toMatchObject({ requests: 12, timeouts: dropped, errors: 0 })
  })
})

describe('a lagging node', () => {
  test('hides the newest blocks, their logs and receipts, and shows them once it catches up', async () => {
    const { url } = await proxy({ lagBlocks: 3 })
    const hash = await emitLog(anvil.url)
    await minedOnAnvil(hash)
    const sentIn = await head()
    await result(anvil.url, 'anvil_mine', [hex(1)])
    const top = await head()
    expect(top).toBe(sentIn + 1n)

    expect(BigInt(await result<string>(url, 'eth_blockNumber'))).toBe(top - 3n)
    expect(await result(url, 'eth_getBlockByNumber', [hex(top), false])).toBeNull()
    expect(await result(url, 'eth_getBlockByNumber', [hex(sentIn), false])).toBeNull()
    const visible = await result<{ number: string; hash: string }>(url, 'eth_getBlockByNumber', [
      'latest',
      false,
    ])
    expect(BigInt(visible.number)).toBe(top - 3n)
    const upstreamBlock = await result<{ hash: string }>(anvil.url, 'eth_getBlockByNumber', [
      visible.number,
      false,
    ])
    expect(visible.hash).toBe(upstreamBlock.hash)
    await minedOnAnvil(hash)
    expect(await result(url, 'eth_getTransactionReceipt', [hash])).toBeNull()
    const range = [{ fromBlock: hex(sentIn), toBlock: hex(top) }]
    expect(await result(url, 'eth_getLogs', range)).toEqual([])
    expect(await result<unknown[]>(anvil.url, 'eth_getLogs', range)).toHaveLength(1)
    expect(await call(url, 'eth_getBalance', [sender, hex(top)])).toMatchObject({
      error: { message: 'header not found' },
    })

    await result(anvil.url, 'anvil_mine', [hex(3)])
    expect(BigInt(await result<string>(url, 'eth_blockNumber'))).toBe(top)
    expect(await result(url, 'eth_getTransactionReceipt', [hash])).not.toBeNull()
    expect(await result(url, 'eth_getLogs', range)).toEqual(
      await result(anvil.url, 'eth_getLogs', range),
    )
  })
})

describe('slow receipts', () => {
  test('a receipt is null for receiptDelayMs after its send through the proxy, then appears', async () => {
    // the proxy's clock is the test's: no race with a loaded machine
    let clock = 1_000_000
    const { url } = await proxy({ receiptDelayMs: 8_000, now: () => clock })
    const hash = await emitLog(url)
    await minedOnAnvil(hash)
    clock += 7_999
    expect(await result(url, 'eth_getTransactionReceipt', [hash])).toBeNull()
    clock += 1
    expect(await result(url, 'eth_getTransactionReceipt', [hash])).toEqual(
      await result(anvil.url, 'eth_getTransactionReceipt', [hash]),
    )
    // a transaction sent elsewhere is not delayed
    const direct = await emitLog(anvil.url)
    await minedOnAnvil(direct)
    expect(await result(url, 'eth_getTransactionReceipt', [direct])).not.toBeNull()
  })
})
