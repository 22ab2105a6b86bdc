/**
 * The API's chain reads on a public-like node (startRpcProxy in front of the market world): a
 * node that answers 429/502/503 to a fifth of the requests, a primary URL that is dead, and
 * eth_getLogs caps. Reads come back right (retried with backoff, or from the fallback), a size
 * refusal is not retried but read again in smaller ranges, and an endpoint that reads the chain
 * (a username needs a profile registered on chain) answers as it does on a direct node.
 */
import { ghostProfileAbi } from '@ghost/contracts'
import { devAccount, freePort } from '@ghost/contracts/anvil'
import { type RpcProxy, startRpcProxy } from '@ghost/devnet'
import { classifyLogsError, getLogsInRanges } from '@ghost/sdk'
import { type Log, numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from '../market/test/marketFixture'
import { registerProfile } from '../profiles/test/registerProfile'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { createRpcClient } from './createRpcClient'

let chain: MarketChain
let dead: string
const proxies: RpcProxy[] = []

/** A node failing a fifth of the requests (429 with Retry-After, 502, 503), its own seed. */
async function flakyNode(seed: number): Promise<RpcProxy> {
  const proxy = await startRpcProxy({ upstream: chain.url, seed, errorRate: 0.2 })
  proxies.push(proxy)
  return proxy
}

beforeAll(async () => {
  chain = await startMarketChain()
  // account 1 has a profile, account 3 has none
  await registerProfile(chain, 1)
  // nothing listens on a fresh free port
  dead = `http://127.0.0.1:${await freePort()}`
}, 180_000)
afterAll(async () => {
  for (const proxy of proxies) await proxy.stop()
  await chain?.stop()
})

const hasRegistered = (account: number) =>
  ({
    address: chain.world.profile,
    abi: ghostProfileAbi,
    functionName: 'hasRegistered',
    args: [devAccount(account).address],
  }) as const

describe('createRpcClient', () => {
  test('a node failing a fifth of the requests: every read right, after retries', async () => {
    const flaky = await flakyNode(29)
    const rpc = createRpcClient({ rpcUrl: flaky.url, rpcFallbackUrls: [], retryDelay: 50 })
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    for (let round = 0; round < 8; round++) {
      expect(await rpc.getBlockNumber({ cacheTime: 0 })).toBe(head)
      expect(
        await Promise.all([rpc.readContract(hasRegistered(1)), rpc.readContract(hasRegistered(3))]),
      ).toEqual([true, false])
    }
    // the seeded node did fail some of them: the answers above came through retries
    expect(flaky.stats().errors).toBeGreaterThan(0)
  })

  test('a dead primary: the fallback answers every read', async () => {
    const rpc = createRpcClient({ rpcUrl: dead, rpcFallbackUrls: [chain.url] })
    expect(await rpc.getBlockNumber({ cacheTime: 0 })).toBe(
      await chain.client.getBlockNumber({ cacheTime: 0 }),
    )
    expect(await rpc.readContract(hasRegistered(1))).toBe(true)
  })

  test('an eth_getLogs refused for its size is not retried; in ranges it reads what a direct node gives', async () => {
    const capped = await startRpcProxy({
      upstream: chain.url,
      seed: 7,
      getLogsMaxRange: 40,
      getLogsMaxResults: 25,
      errorRate: 0.2,
      retryAfterSeconds: 0,
    })
    try {
      const rpc = createRpcClient({ rpcUrl: capped.url, rpcFallbackUrls: [], retryDelay: 20 })
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      const everything = { fromBlock: BigInt(chain.manifest.startBlock), toBlock: head }
      const direct = await chain.client.getLogs(everything)
      expect(direct.length).toBeGreaterThan(25)

      const refusal = async (range: { fromBlock: bigint; toBlock: bigint }) => {
        const before = capped.stats()
        const error = await rpc
          .request({
            method: 'eth_getLogs',
            params: [
              { fromBlock: numberToHex(range.fromBlock), toBlock: numberToHex(range.toBlock) },
            ],
          })
          .then(
            () => undefined,
            (caught: unknown) => caught,
          )
        const after = capped.stats()
        // one refusal per call: the node's answer went back at once, not after backoff rounds
        return {
          kind: classifyLogsError(error),
          refusals: after.cappedLogs - before.cappedLogs,
        }
      }
      expect(await refusal(everything)).toEqual({ kind: 'range', refusals: 1 })
      const dense = direct.reduce<Map<bigint, number>>((counts, log) => {
        counts.set(log.blockNumber, (counts.get(log.blockNumber) ?? 0) + 1)
        return counts
      }, new Map())
      const [denseBlock] = [...dense].sort((a, b) => b[1] - a[1])[0] ?? []
      if (denseBlock === undefined) throw new Error('no logs')
      // 40 blocks around the busiest one: within the range cap, over the results cap
      expect(
        await refusal({
          fromBlock: denseBlock > 20n ? denseBlock - 20n : 0n,
          toBlock: denseBlock + 19n,
        }),
      ).toEqual({ kind: 'results', refusals: 1 })

      const ranged = await getLogsInRanges({
        ...everything,
        getLogs: (range) => rpc.getLogs(range),
      })
      const key = (log: Log) => `${log.blockHash}-${log.logIndex}`
      expect(ranged.map(key)).toEqual(direct.map(key))
      expect(capped.stats().errors).toBeGreaterThan(0)
    } finally {
      await capped.stop()
    }
  })
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`POST /api/users on a public node, ${target.title}`, () => {
    let handle: DatabaseTargetHandle
    const servers: MarketServer[] = []

    beforeAll(async () => {
      handle = await target.start()
    }, 60_000)
    afterAll(async () => {
      for (const server of servers) await server.stop()
      await handle?.stop()
    })

    test.each([
      ['a node failing a fifth of the requests', 53, false],
      ['a dead primary and a flaky fallback', 118, true],
    ])(
      '%s: the profile check on chain decides, as on a direct node',
      async (_, seed, deadFirst) => {
        const flaky = await flakyNode(seed)
        const server = await startMarketServer(chain, await handle.freshDatabase(), {
          index: false,
          config: deadFirst
            ? { rpcUrl: dead, rpcFallbackUrls: [flaky.url] }
            : { rpcUrl: flaky.url, rpcFallbackUrls: [] },
        })
        servers.push(server)
        const withProfile = await server.signIn(devAccount(1))
        const withoutProfile = await server.signIn(devAccount(3))
        const accepted = await server.request('POST', '/api/users', {
          token: withProfile,
          json: { username: `Ghost${target.kind}` },
        })
        expect(accepted.status).toBe(201)
        const refused = await server.request<{ message: string }>('POST', '/api/users', {
          token: withoutProfile,
          json: { username: `Casper${target.kind}` },
        })
        expect(refused.status).toBe(403)
        expect(refused.body.message).toMatch(/^Register a profile first: /)
        // the reads went through that node, and it did refuse some (this seed's draws)
        expect(flaky.stats().errors).toBeGreaterThan(0)
      },
    )
  })
}
