import { freePort } from '@ghost/contracts/anvil'
import { type RpcProxy, startRpcProxy } from '@ghost/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenedDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createIndexer } from './createIndexer'
import { createIndexerClient } from './createIndexerClient'
import { type AmmChain, runTrades, startAmmChain } from './testing/ammChain'
import { createAmmTestModule } from './testing/ammTestModule'
import { dumpIndex } from './testing/dumpIndex'
import { useIndexerDatabases } from './testing/indexerDatabases'

/**
 * The indexer against a node that behaves like a public BSC endpoint (`startRpcProxy`): capped
 * eth_getLogs ranges and result counts, rate limits and gateway errors, requests that never come
 * back, a head a few blocks behind, behind a dead primary URL. What it stores must equal, row for
 * row, what it stores reading Anvil directly. The chain mines a block a second throughout.
 */

const CHAIN_ID = 1337
const LAG = 3

let chain: AmmChain
/** The last block of the seeded history. */
let target: bigint
const proxies: RpcProxy[] = []

beforeAll(async () => {
  chain = await startAmmChain({ blockTime: 1 })
  // Empty blocks first, so the history spans many capped ranges.
  await chain.client.mine({ blocks: 120 })
  await runTrades(chain, { seed: 29, steps: 16 })
  target = await chain.client.getBlockNumber({ cacheTime: 0 })
}, 240_000)

afterAll(async () => {
  for (const proxy of proxies) await proxy.stop()
  await chain?.stop()
})

async function publicNode(options: Omit<Parameters<typeof startRpcProxy>[0], 'upstream'>) {
  const proxy = await startRpcProxy({ upstream: chain.anvil.url, ...options })
  proxies.push(proxy)
  // Nothing listens on the primary: every request falls back to the proxy.
  const dead = `http://127.0.0.1:${await freePort()}`
  return { proxy, client: createIndexerClient([dead, proxy.url], { retryDelay: 20 }) }
}

for (const databaseTarget of DATABASE_TARGETS) {
  describe.skipIf(!databaseTarget.available)(databaseTarget.title, () => {
    const databases = useIndexerDatabases(databaseTarget)
    const open = async () => (await databases.open()).database

    function indexer(
      database: OpenedDatabase,
      client: ReturnType<typeof createIndexerClient>,
      log?: (line: string) => void,
    ) {
      const created = createIndexer({
        db: database.db,
        client,
        chainId: CHAIN_ID,
        startBlock: 1n,
        modules: [createAmmTestModule({ factory: chain.factory })],
        databaseKind: database.kind,
        pollInterval: 50,
        log,
      })
      return databases.keep(created)
    }

    test('through capped, failing, lagging nodes the index equals a direct one, row for row', async () => {
      const direct = await open()
      const reference = indexer(direct, chain.reader())
      expect((await reference.syncOnce({ toBlock: target })).blockNumber).toBe(target)
      const expected = await dumpIndex(direct.db, CHAIN_ID)
      expect(expected.tables.dex_swap?.length).toBeGreaterThan(3)

      const { proxy, client } = await publicNode({
        seed: 29,
        getLogsMaxRange: 50,
        getLogsMaxResults: 12,
        errorRate: 0.2,
        timeoutRate: 0.03,
        hangMs: 300,
        lagBlocks: LAG,
      })
      const database = await open()
      const lines: string[] = []
      const following = indexer(database, client, (line) => lines.push(line))
      following.start()
      let indexed = await dumpIndex(database.db, CHAIN_ID)
      while ((indexed.checkpoint?.block_number ?? 0n) < target) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        indexed = await dumpIndex(database.db, CHAIN_ID)
      }
      await following.stop()
      indexed = await dumpIndex(database.db, CHAIN_ID)

      // The chain went on mining empty blocks: only the checkpoint may differ.
      expect(indexed.tables).toEqual(expected.tables)
      // Never past what the lagging node had.
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      expect(indexed.checkpoint?.block_number ?? 0n).toBeLessThanOrEqual(head - BigInt(LAG))
      // The disturbances did happen, and the range was split for them.
      const stats = proxy.stats()
      expect(stats.cappedLogs).toBeGreaterThan(0)
      expect(stats.errors).toBeGreaterThan(0)
      expect(stats.timeouts).toBeGreaterThan(0)
      expect(lines.join('\n')).toMatch(/exceed maximum block range: 50/)
      expect(lines.join('\n')).toMatch(/query returned more than 12 results/)
    }, 300_000)

    test('a node that refuses every read is reported and retried with backoff, not looped on', async () => {
      // Every block with an event holds more logs than this node will return.
      const { client } = await publicNode({ getLogsMaxResults: 0 })
      const database = await open()
      const lines: string[] = []
      const stuck = indexer(database, client, (line) => lines.push(line))
      await expect(stuck.syncOnce({ toBlock: target })).rejects.toThrow(
        /failed 5 times in a row: .*query returned more than 0 results/,
      )
      stuck.start()
      while (!lines.some((line) => /retrying in \d+ ms/.test(line))) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await stuck.stop()
      // What was read before the first event's block is stored; nothing after it.
      const { tables } = await dumpIndex(database.db, CHAIN_ID)
      expect(tables.dex_pair).toEqual([])
    }, 120_000)
  })
}
