import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { Database } from '../db/schema'
import { createChildContracts } from './childContracts'
import { compileModules } from './compileModules'
import { createEntityStore } from './createEntityStore'
import { createLeaderLock } from './createLeaderLock'
import { followChain } from './followChain'
import { createRangeIndexer } from './indexRange'
import { createLeaderElection } from './leaderElection'
import { createRangeSize } from './rangeSize'
import { createCheckpointReader } from './readCheckpoint'
import { createReorgs } from './reorg'
import { createStopSignal } from './stopSignal'
import { createSyncLoop, type SyncOnceReturnType } from './syncLoop'
import type { IndexerLog, IndexerModule } from './types'

export type { IndexerRole, SyncOnceReturnType } from './syncLoop'
export type { IndexerLog } from './types'

export type CreateIndexerParameters = {
  db: Kysely<Database>
  /** Reads the chain; an http transport with `batch: true` fetches a range's blocks in few requests. */
  client: PublicClient
  chainId: number
  /** The first block with events (the manifest's startBlock). */
  startBlock: bigint
  modules: readonly IndexerModule[]
  /** Reorgs, retries and errors ('warn'), re-reads of a moving head ('info'). */
  log?: IndexerLog | undefined
  /** 'postgres': several processes may share the database, an advisory lock elects one indexer. */
  databaseKind?: 'pglite' | 'postgres' | undefined
  /** Blocks behind the head whose changes are journaled and hashes kept (deeper reorgs re-index). */
  reorgWindow?: number | undefined
  /**
   * Blocks per getLogs range at first; halved when the node refuses a range as too wide or its
   * answer as too big (and on other errors), grown back on success up to `maxRangeSize`, or up to
   * half the widest range the node refused as too wide.
   */
  rangeSize?: number | undefined
  maxRangeSize?: number | undefined
  /** Milliseconds between polls for new blocks when following the chain. */
  pollInterval?: number | undefined
  /** Milliseconds between a follower's attempts to become the indexer. */
  followerRetryInterval?: number | undefined
}

export type Indexer = {
  /** Indexes to the head (or `toBlock`), handling reorgs on the way; returns the checkpoint. */
  syncOnce(options?: { toBlock?: bigint | undefined }): Promise<SyncOnceReturnType>
  /** Follows the chain (polling) until stop(); errors are logged and retried with backoff. */
  start(): void
  /** Lets the current range finish, stops following and gives up the leader lock. */
  stop(): Promise<void>
  /** How many events the handlers have processed since creation. */
  readonly eventCount: number
}

export const DEFAULT_REORG_WINDOW = 256
const DEFAULT_RANGE_SIZE = 2_000
const DEFAULT_MAX_RANGE_SIZE = 10_000

/**
 * The indexer: reads logs of the modules' sources over block ranges, runs the handlers in chain
 * order against an entity store, and writes each range with its checkpoint in one transaction
 * (indexRange, writeRange); the next range is read from the node while the current one is handled
 * and written (syncLoop). Detects reorgs (and a chain restarted from an older state) by block
 * hashes, rolls back to the fork point from the journal, or re-indexes from `startBlock` when the
 * fork is deeper than the window (reorg). One process per database indexes (leaderElection); the
 * others follow. syncLoop catches up, followChain keeps doing so until stop().
 *
 * @example
 * const indexer = createIndexer({ db, client, chainId: 1337, startBlock: 1n, modules: [dex] })
 * await indexer.syncOnce() // catch up
 * indexer.start() // follow
 * await indexer.stop()
 */
export function createIndexer(parameters: CreateIndexerParameters): Indexer {
  const { db, client, chainId, startBlock } = parameters
  const log = parameters.log ?? (() => {})
  const pollInterval = parameters.pollInterval ?? 1_000
  const compiled = compileModules(parameters.modules)
  const store = createEntityStore({ db, chainId })
  const children = createChildContracts({ db, chainId, compiled })
  const signal = createStopSignal()
  const election = createLeaderElection({
    lock: createLeaderLock({ db, kind: parameters.databaseKind ?? 'pglite', chainId }),
    onElected: async () => {
      store.clear()
      await children.load()
    },
  })
  const ranges = createRangeIndexer({
    db,
    client,
    chainId,
    startBlock,
    compiled,
    store,
    children,
    reorgWindow: BigInt(parameters.reorgWindow ?? DEFAULT_REORG_WINDOW),
  })
  const sync = createSyncLoop({
    client,
    startBlock,
    log,
    pollInterval,
    store,
    readCheckpoint: createCheckpointReader({ db, chainId }),
    election,
    reorgs: createReorgs({ db, client, chainId, store, children, log }),
    ranges,
    rangeSize: createRangeSize({
      initial: BigInt(parameters.rangeSize ?? DEFAULT_RANGE_SIZE),
      max: BigInt(parameters.maxRangeSize ?? DEFAULT_MAX_RANGE_SIZE),
    }),
    signal,
  })

  let running: Promise<void> | undefined
  /** syncOnce calls run one at a time. */
  let queue: Promise<unknown> = Promise.resolve()

  const syncOnce: Indexer['syncOnce'] = (options) => {
    const result = queue.then(() => sync(options?.toBlock))
    queue = result.catch(() => {})
    return result
  }

  return {
    get eventCount() {
      return ranges.eventCount
    },
    syncOnce,
    start() {
      if (running) return
      signal.reset()
      running = followChain({
        syncOnce: () => syncOnce(),
        signal,
        log,
        pollInterval,
        followerRetryInterval: parameters.followerRetryInterval ?? 3_000,
      })
    },
    async stop() {
      signal.stop()
      await running
      running = undefined
      await queue
      await election.resign()
      signal.reset()
    },
  }
}
