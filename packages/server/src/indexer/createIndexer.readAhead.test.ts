import { createPublicClient, custom, type EIP1193RequestFn } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenedDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createIndexer } from './createIndexer'
import { type AmmChain, runTrades, startAmmChain } from './testing/ammChain'
import { createAmmTestModule } from './testing/ammTestModule'
import { dumpIndex } from './testing/dumpIndex'
import { useIndexerDatabases } from './testing/indexerDatabases'
import type { HandlerContext, IndexedEvent, IndexerModule } from './types'

/**
 * The sync loop reads the next range while the current one is handled and written. These tests
 * hold it to what the loop promised before: ranges are handled and written in order, each after
 * the previous one's commit; a stop leaves nothing in flight; a failed read ahead fails the range
 * it was for, when that range's turn comes, not the one being written.
 */

const CHAIN_ID = 1337
/** Two blocks a range: the trades span many ranges, pairs appear in one and trade in the next. */
const RANGE = 2

let chain: AmmChain

beforeAll(async () => {
  chain = await startAmmChain()
  await runTrades(chain, { seed: 41, steps: 30 })
}, 120_000)

afterAll(async () => {
  await chain?.stop()
})

type Timeline = string[]

/** The chain's reader with every eth_getLogs noted (its first block), and a count of calls in flight. */
function observedReader(
  timeline: Timeline,
  fail?: (method: string, fromBlock: bigint | undefined) => boolean,
) {
  const inner = chain.reader()
  const state = { inFlight: 0 }
  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    const fromBlock =
      method === 'eth_getLogs'
        ? BigInt((params as [{ fromBlock: `0x${string}` }])[0].fromBlock)
        : undefined
    if (fromBlock !== undefined) timeline.push(`read ${fromBlock}`)
    if (fail?.(method, fromBlock)) throw new Error(`node down for ${method} from ${fromBlock}`)
    state.inFlight++
    try {
      return await inner.request({ method, params } as Parameters<typeof inner.request>[0])
    } finally {
      state.inFlight--
    }
  }) as EIP1193RequestFn
  // No retries of its own: a failure is the indexer's to handle.
  const client = createPublicClient({ transport: custom({ request }, { retryCount: 0 }) })
  return { client, state }
}

/** The test module with each handled event's block noted in the timeline. */
function observedModule(timeline: Timeline): IndexerModule {
  const module = createAmmTestModule({ factory: chain.factory })
  return {
    ...module,
    handlers: module.handlers.map((handler) => ({
      ...handler,
      async handle(event: IndexedEvent<never, never>, context: HandlerContext) {
        timeline.push(`handle ${event.blockNumber}`)
        await handler.handle(event, context)
      },
    })),
  }
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    const databases = useIndexerDatabases(target)
    const open = async () => (await databases.open()).database

    function indexer(
      database: OpenedDatabase,
      options: { client?: ReturnType<typeof chain.reader>; module?: IndexerModule } = {},
      log?: (line: string) => void,
    ) {
      const created = createIndexer({
        db: database.db,
        client: options.client ?? chain.reader(),
        chainId: CHAIN_ID,
        startBlock: 1n,
        modules: [options.module ?? createAmmTestModule({ factory: chain.factory })],
        databaseKind: database.kind,
        rangeSize: RANGE,
        maxRangeSize: RANGE,
        pollInterval: 20,
        log,
      })
      return databases.keep(created)
    }

    /** One range over the whole chain: nothing read ahead. */
    async function oneRangeIndex(toBlock: bigint) {
      const database = await open()
      const created = createIndexer({
        db: database.db,
        client: chain.reader(),
        chainId: CHAIN_ID,
        startBlock: 1n,
        modules: [createAmmTestModule({ factory: chain.factory })],
        databaseKind: database.kind,
        rangeSize: 100_000,
        maxRangeSize: 100_000,
      })
      databases.keep(created)
      await created.syncOnce({ toBlock })
      return dumpIndex(database.db, CHAIN_ID)
    }

    test('ranges read ahead are handled in chain order, each after the previous commit, and equal one range', async () => {
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      const timeline: Timeline = []
      const { client } = observedReader(timeline)
      const database = await open()
      const checkpoints: (bigint | undefined)[] = []
      const base = observedModule(timeline)
      // Each handler notes the checkpoint stored when it runs: the block before its range.
      const module: IndexerModule = {
        ...base,
        handlers: base.handlers.map((handler) => ({
          ...handler,
          async handle(event: IndexedEvent<never, never>, context: HandlerContext) {
            const stored = await database.db
              .selectFrom('chain_checkpoint')
              .select('block_number')
              .where('chain_id', '=', CHAIN_ID)
              .executeTakeFirst()
            checkpoints.push(stored?.block_number)
            const rangeStart = event.blockNumber - ((event.blockNumber - 1n) % BigInt(RANGE))
            expect(stored?.block_number ?? 0n).toBe(rangeStart - 1n)
            await handler.handle(event, context)
          },
        })),
      }
      expect((await indexer(database, { client, module }).syncOnce()).blockNumber).toBe(head)
      expect(checkpoints.length).toBeGreaterThan(20)

      const handled = timeline
        .filter((line) => line.startsWith('handle'))
        .map((line) => BigInt(line.slice(7)))
      expect(handled).toEqual([...handled].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
      // The read ahead did overlap: a later range was asked for before an earlier one's events
      // were all handled.
      const overlapped = timeline.some((line, index) => {
        if (!line.startsWith('read ')) return false
        const from = BigInt(line.slice(5))
        return timeline
          .slice(index + 1)
          .some((later) => later.startsWith('handle ') && BigInt(later.slice(7)) < from)
      })
      expect(overlapped).toBe(true)
      // Pairs announced in one range and trading in the next (read ahead before the pair was
      // written) are all there.
      expect(await dumpIndex(database.db, CHAIN_ID)).toEqual(await oneRangeIndex(head))
    })

    test('stop() while reading ahead returns with no read in flight and a consistent index', async () => {
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      const { client, state } = observedReader([])
      const database = await open()
      const following = indexer(database, { client })
      following.start()
      await expect
        .poll(async () => (await dumpIndex(database.db, CHAIN_ID)).checkpoint?.block_number ?? 0n)
        .toBeGreaterThan(4n)
      await following.stop()
      expect(state.inFlight).toBe(0)
      const stopped = await dumpIndex(database.db, CHAIN_ID)
      const at = stopped.checkpoint?.block_number ?? 0n
      expect(at).toBeLessThanOrEqual(head)
      expect(stopped).toEqual(await oneRangeIndex(at))
    })

    test('a failed read ahead fails its own range when its turn comes; the range before it is written', async () => {
      const lines: string[] = []
      // Every read from block 3 on fails: the first range (blocks 1-2) reads ahead into it.
      const failFrom = 3n
      const { client } = observedReader([], (method, fromBlock) => {
        if (method === 'eth_getLogs') return (fromBlock ?? 0n) >= failFrom
        return false
      })
      const database = await open()
      const failing = indexer(database, { client }, (line) => lines.push(line))
      await expect(failing.syncOnce()).rejects.toThrow(
        new RegExp(`at block ${failFrom} failed 5 times in a row: .*node down`),
      )
      const stored = await dumpIndex(database.db, CHAIN_ID)
      expect(stored.checkpoint?.block_number).toBe(failFrom - 1n)
      expect(stored).toEqual(await oneRangeIndex(failFrom - 1n))
      expect(lines.join('\n')).toMatch(/node down/)
    })
  })
}
