import { type AnvilClient, revertTo } from '@ghost/contracts/anvil'
import { sql } from 'kysely'
import type { Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createCheckpointStore } from '../db/checkpointStore'
import type { OpenedDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { type CreateIndexerParameters, createIndexer } from './createIndexer'
import { type AmmChain, runTrades, startAmmChain } from './testing/ammChain'
import { createAmmTestModule } from './testing/ammTestModule'
import { dumpIndex } from './testing/dumpIndex'
import { useIndexerDatabases } from './testing/indexerDatabases'

const CHAIN_ID = 1337

let chain: AmmChain
let base: Hex

beforeAll(async () => {
  chain = await startAmmChain()
  base = await chain.client.snapshot()
}, 120_000)

afterAll(async () => {
  await chain?.stop()
})

/** Back to the deployed AMM without trades; Anvil consumes a snapshot on revert. */
async function resetChain(client: AnvilClient) {
  await revertTo(client, base)
  base = await client.snapshot()
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    const databases = useIndexerDatabases(target)
    const open = databases.open

    beforeEach(async () => {
      await resetChain(chain.client)
    })

    function indexer(
      database: OpenedDatabase,
      options: Partial<Omit<CreateIndexerParameters, 'db'>> = {},
    ) {
      const created = createIndexer({
        db: database.db,
        client: chain.reader(),
        chainId: CHAIN_ID,
        startBlock: 1n,
        modules: [createAmmTestModule({ factory: chain.factory })],
        databaseKind: database.kind,
        ...options,
      })
      return databases.keep(created)
    }

    /** What an indexer that never stopped, on an empty database, makes of the chain as it is. */
    async function freshIndex() {
      const { database } = await open()
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      expect(await indexer(database).syncOnce()).toEqual({ blockNumber: head, role: 'leader' })
      return dumpIndex(database.db, CHAIN_ID)
    }

    test('a run stopped in the middle and resumed on a reopened database equals an uninterrupted run', async () => {
      await runTrades(chain, { seed: 1, steps: 40 })
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      const expected = await freshIndex()
      expect(expected.tables.dex_pair?.length).toBe(3)
      expect(expected.tables.dex_swap?.length).toBeGreaterThan(5)
      expect(expected.tables.dex_burn?.length).toBeGreaterThan(0)
      expect(expected.checkpoint?.block_number).toBe(head)

      const first = await open()
      // Small ranges: the restart lands between ranges, and pairs appear in later ones.
      const interrupted = indexer(first.database, { rangeSize: 5, maxRangeSize: 5 })
      const middle = head / 2n
      expect((await interrupted.syncOnce({ toBlock: middle })).blockNumber).toBe(middle)
      await interrupted.stop()
      await first.database.close()

      const { database } = await open(first.config)
      expect((await dumpIndex(database.db, CHAIN_ID)).checkpoint?.block_number).toBe(middle)
      const resumed = indexer(database, { rangeSize: 3 })
      expect((await resumed.syncOnce()).blockNumber).toBe(head)
      expect(await dumpIndex(database.db, CHAIN_ID)).toEqual(expected)
    })

    test('reading blocks again (checkpoint moved back) counts them once', async () => {
      await runTrades(chain, { seed: 5, steps: 25 })
      const { database } = await open()
      const once = indexer(database)
      const head = (await once.syncOnce()).blockNumber
      const expected = await dumpIndex(database.db, CHAIN_ID)

      const back = head - 12n
      const block = await chain.client.getBlock({ blockNumber: back })
      await createCheckpointStore({ db: database.db }).saveCheckpoint({
        chainId: CHAIN_ID,
        blockNumber: back,
        blockHash: block.hash,
      })
      expect((await once.syncOnce()).blockNumber).toBe(head)
      expect(await dumpIndex(database.db, CHAIN_ID)).toEqual(expected)
      // A second indexer on the same rows (a restart) changes nothing either.
      expect((await indexer(database).syncOnce()).blockNumber).toBe(head)
      expect(await dumpIndex(database.db, CHAIN_ID)).toEqual(expected)
    })

    for (const { title, reorgWindow, message, seed } of [
      {
        title: 'rolls back to the fork point',
        reorgWindow: 256,
        message: /rolling back/,
        seed: 20,
      },
      {
        title: 're-indexes when the fork is deeper than the window',
        reorgWindow: 2,
        message: /re-indexing/,
        seed: 30,
      },
    ]) {
      test(`reorg: ${title}; the tables equal a fresh index of the new chain`, async () => {
        await runTrades(chain, { seed, steps: 12 })
        const fork = await chain.client.snapshot()
        await runTrades(chain, { seed: seed + 1, steps: 10 })
        const { database } = await open()
        const lines: string[] = []
        const follower = indexer(database, { reorgWindow, log: (line) => lines.push(line) })
        const before = await follower.syncOnce()

        await revertTo(chain.client, fork)
        // Different trades, a different number of blocks.
        await runTrades(chain, { seed: seed + 2, steps: 14 })
        await chain.client.mine({ blocks: 3 })
        const head = await chain.client.getBlockNumber({ cacheTime: 0 })
        expect(head).not.toBe(before.blockNumber)

        expect((await follower.syncOnce()).blockNumber).toBe(head)
        expect(lines.join('\n')).toMatch(message)
        expect(await dumpIndex(database.db, CHAIN_ID)).toEqual(await freshIndex())
      })
    }

    test('a chain that became shorter (restarted from an older saved state) is rolled back', async () => {
      await runTrades(chain, { seed: 6, steps: 10 })
      const saved = await chain.client.snapshot()
      await runTrades(chain, { seed: 7, steps: 6 })
      const { database } = await open()
      const shortened = indexer(database)
      await shortened.syncOnce()
      await revertTo(chain.client, saved)
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      expect((await shortened.syncOnce()).blockNumber).toBe(head)
      expect(await dumpIndex(database.db, CHAIN_ID)).toEqual(await freshIndex())
    })

    describe.skipIf(target.kind !== 'postgres')('several processes on one database', () => {
      test('one indexes, the other follows and takes over when the leader stops', async () => {
        await runTrades(chain, { seed: 8, steps: 15 })
        const first = await open()
        const second = await open(first.config)
        const leader = indexer(first.database)
        const follower = indexer(second.database, { followerRetryInterval: 100 })
        const head = await chain.client.getBlockNumber({ cacheTime: 0 })

        expect(await leader.syncOnce()).toEqual({ blockNumber: head, role: 'leader' })
        expect(await follower.syncOnce()).toEqual({ blockNumber: head, role: 'follower' })
        // Both ran over the same blocks; only one wrote.
        expect(await dumpIndex(first.database.db, CHAIN_ID)).toEqual(await freshIndex())

        follower.start()
        await runTrades(chain, { seed: 9, steps: 5 })
        const later = await chain.client.getBlockNumber({ cacheTime: 0 })
        await new Promise((resolve) => setTimeout(resolve, 500))
        // The follower does not index while the leader holds the lock.
        expect((await dumpIndex(first.database.db, CHAIN_ID)).checkpoint?.block_number).toBe(head)

        await leader.stop()
        await expect
          .poll(
            async () => (await dumpIndex(first.database.db, CHAIN_ID)).checkpoint?.block_number,
            { timeout: 10_000 },
          )
          .toBe(later)
        await follower.stop()
        expect(await dumpIndex(first.database.db, CHAIN_ID)).toEqual(await freshIndex())
      })

      test('when the leader dies (its connection is gone), the follower takes over', async () => {
        await runTrades(chain, { seed: 10, steps: 8 })
        const first = await open()
        const second = await open(first.config)
        const leader = indexer(first.database)
        const follower = indexer(second.database, { followerRetryInterval: 100 })
        expect((await leader.syncOnce()).role).toBe('leader')
        follower.start()

        // What PostgreSQL does when the leader's process dies: its sessions end, the lock is freed.
        await sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted and pid <> pg_backend_pid()`.execute(
          second.database.db,
        )
        await runTrades(chain, { seed: 11, steps: 4 })
        const later = await chain.client.getBlockNumber({ cacheTime: 0 })
        await expect
          .poll(
            async () => (await dumpIndex(first.database.db, CHAIN_ID)).checkpoint?.block_number,
            { timeout: 10_000 },
          )
          .toBe(later)
        // The old leader finds its lock gone and does not write again.
        expect((await leader.syncOnce()).role).toBe('follower')
        await follower.stop()
        expect(await dumpIndex(first.database.db, CHAIN_ID)).toEqual(await freshIndex())
      })
    })
  })
}
