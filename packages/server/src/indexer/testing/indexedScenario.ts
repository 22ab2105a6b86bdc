import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { PublicClient } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import { migrateToLatest } from '../../db/migrate'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase'
import type { DatabaseTarget, DatabaseTargetHandle } from '../../test/databaseTargets'
import { createIndexer, type Indexer } from '../createIndexer'
import type { IndexerModule } from '../types'
import { dumpIndex } from './dumpIndex'

export type SetUpIndexedScenarioParameters = {
  /** Reads the scenario's chain. */
  client: PublicClient
  /** The manifest's startBlock. */
  startBlock: bigint
  /** Called for every indexer, so none shares a module (and what it caches) with another. */
  modules(): IndexerModule[]
  /** Where the first run stops and the second, a new indexer, picks up. */
  middleBlock: bigint
  headBlock: bigint
  /** Blocks per range for both runs: small, so rows cross many checkpoints. */
  rangeSize: number
}

export type SetUpIndexedScenarioReturnType = {
  /** The database under test, indexed to the scenario's head (read it in tests, not before). */
  readonly database: OpenedDatabase
  /** The second run's indexer, still open: a test syncs it again after changing the chain. */
  readonly indexer: Indexer
  /** Expects the database under test to hold what a fresh index to `toBlock` holds. */
  expectSameAsFreshIndex(toBlock: bigint): Promise<void>
}

/** One run of a fresh index: wide enough that the scenario fits in a range or two. */
const FRESH_RANGE_SIZE = 2_000

const NOT_SET_UP = 'the indexed scenario is set up in beforeAll: read it inside a test'

/**
 * Registers, in the current describe block, the hooks that start `target`, index a chain
 * scenario into a new database in two runs of small ranges (to `middleBlock`, stop, a new indexer
 * to `headBlock`: rows cross checkpoints and a restart) and close everything afterwards.
 * `parameters` is read when the hooks run, so it may use what a file-level beforeAll built.
 *
 * @example
 * describe(target.title, () => {
 *   const indexed = setUpIndexedScenario(target, () => ({ client, startBlock, modules, ... }))
 *   test('a restart leaves what one fresh run leaves', () =>
 *     indexed.expectSameAsFreshIndex(scenario.headBlock))
 * })
 */
export function setUpIndexedScenario(
  target: DatabaseTarget,
  parameters: () => SetUpIndexedScenarioParameters,
): SetUpIndexedScenarioReturnType {
  let handle: DatabaseTargetHandle | undefined
  let scenario: SetUpIndexedScenarioParameters | undefined
  let database: OpenedDatabase | undefined
  let indexer: Indexer | undefined
  // Everything opened, for afterAll: a failing test must not leave a connection or a lock held.
  const opened: OpenedDatabase[] = []
  const indexers: Indexer[] = []

  const ready = () => {
    if (!handle || !scenario) throw new Error(NOT_SET_UP)
    return { handle, scenario }
  }
  const underTest = () => {
    if (!database) throw new Error(NOT_SET_UP)
    return database
  }

  async function openFresh() {
    const fresh = await openDatabase({ database: await ready().handle.freshDatabase() })
    opened.push(fresh)
    await migrateToLatest(fresh.db)
    return fresh
  }

  /** Indexes `db` to `toBlock` with a new indexer and expects the block reached. */
  async function runIndexer(db: OpenedDatabase, toBlock: bigint, rangeSize: number) {
    const { client, startBlock, modules } = ready().scenario
    const created = createIndexer({
      db: db.db,
      client,
      chainId: LOCAL_CHAIN_ID,
      startBlock,
      modules: modules(),
      databaseKind: db.kind,
      rangeSize,
      maxRangeSize: rangeSize,
    })
    indexers.push(created)
    expect((await created.syncOnce({ toBlock })).blockNumber).toBe(toBlock)
    return created
  }

  /** A new database indexed to `toBlock` in one run of wide ranges. */
  async function freshIndex(toBlock: bigint) {
    const fresh = await openFresh()
    await runIndexer(fresh, toBlock, FRESH_RANGE_SIZE)
    return fresh
  }

  beforeAll(async () => {
    scenario = parameters()
    handle = await target.start()
    const { middleBlock, headBlock, rangeSize } = scenario
    database = await openFresh()
    const first = await runIndexer(database, middleBlock, rangeSize)
    await first.stop()
    indexer = await runIndexer(database, headBlock, rangeSize)
  }, 240_000)

  afterAll(async () => {
    for (const each of indexers) await each.stop()
    for (const each of opened) await each.close()
    await handle?.stop()
  })

  return {
    get database() {
      return underTest()
    },
    get indexer() {
      if (!indexer) throw new Error(NOT_SET_UP)
      return indexer
    },
    async expectSameAsFreshIndex(toBlock) {
      const fresh = await freshIndex(toBlock)
      expect(await dumpIndex(underTest().db, LOCAL_CHAIN_ID)).toEqual(
        await dumpIndex(fresh.db, LOCAL_CHAIN_ID),
      )
    },
  }
}
