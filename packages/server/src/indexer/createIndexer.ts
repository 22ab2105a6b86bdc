import { classifyLogsError } from '@ghost/sdk'
import type { Kysely } from 'kysely'
import type { Address, Hash, PublicClient } from 'viem'
import { BlockNotFoundError } from 'viem'
import { createCheckpointStore } from '../db/checkpointStore'
import type { Database } from '../db/schema'
import { compileModules } from './compileModules'
import { createEntityStore } from './createEntityStore'
import { createLeaderLock } from './createLeaderLock'
import { describeRpcError } from './describeRpcError'
import { ENTITY_TABLES } from './entityTables'
import { type RangeBlock, RangeReorgedError, readRange } from './readRange'
import type { HandlerContext, IndexedEvent, IndexerModule } from './types'

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

export type IndexerRole = 'leader' | 'follower'

export type IndexerLog = (message: string, level: 'info' | 'warn') => void

export type SyncOnceReturnType = {
  /** The last block whose events are stored (startBlock - 1 before the first range). */
  blockNumber: bigint
  /** 'follower': another process holds the lock, nothing was indexed by this call. */
  role: IndexerRole
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
const MAX_BACKOFF_MS = 30_000
/**
 * Consecutive failed reads (after the client's own retries) before syncOnce gives up; start()
 * logs the error and tries again with backoff.
 */
const MAX_RANGE_FAILURES = 5
/** Consecutive reads that found the chain changed under them before syncOnce gives up. */
const MAX_REREADS = 10

type Checkpoint = { number: bigint; hash: Hash }

/** The stored checkpoint is not where this range starts: re-read it and carry on from there. */
class CheckpointMovedError extends Error {
  override name = 'CheckpointMovedError'
}

/** Stops the current sync between ranges. */
class StoppedError extends Error {
  override name = 'StoppedError'
}

async function chainHash(client: PublicClient, blockNumber: bigint): Promise<Hash | undefined> {
  try {
    return (await client.getBlock({ blockNumber })).hash ?? undefined
  } catch (error) {
    // A chain restarted from an older saved state is shorter: the block is simply not there.
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

/**
 * The indexer's loop: reads logs of the modules' sources over block ranges, runs the handlers in
 * chain order against an entity store, and writes each range with its checkpoint in one
 * transaction. Detects reorgs (and a chain restarted from an older state) by block hashes, rolls
 * back to the fork point from the journal, or re-indexes from `startBlock` when the fork is deeper
 * than the window.
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
  const reorgWindow = BigInt(parameters.reorgWindow ?? DEFAULT_REORG_WINDOW)
  const maxRangeSize = BigInt(parameters.maxRangeSize ?? DEFAULT_MAX_RANGE_SIZE)
  const pollInterval = parameters.pollInterval ?? 1_000
  const followerRetryInterval = parameters.followerRetryInterval ?? 3_000
  const compiled = compileModules(parameters.modules)
  const store = createEntityStore({ db, chainId })
  const checkpoints = createCheckpointStore({ db })
  const lock = createLeaderLock({ db, kind: parameters.databaseKind ?? 'pglite', chainId })
  const context: HandlerContext = { chainId, store }

  let rangeSize = BigInt(parameters.rangeSize ?? DEFAULT_RANGE_SIZE)
  /** The widest range the node is known to accept (its "maximum block range"). */
  let rangeCeiling = maxRangeSize
  let leading = false
  let children = new Map<Address, string[]>()
  let eventCount = 0
  let stopping = false
  let running: Promise<void> | undefined
  let wake = () => {}
  /** syncOnce calls run one at a time. */
  let queue: Promise<unknown> = Promise.resolve()

  const readCheckpoint = async (): Promise<Checkpoint | undefined> => {
    const row = await checkpoints.getCheckpoint({ chainId })
    return row ? { number: row.block_number, hash: row.block_hash as Hash } : undefined
  }

  const loadChildren = async () => {
    const rows = await db
      .selectFrom('indexer_child')
      .select(['source', 'address'])
      .where('chain_id', '=', chainId)
      .execute()
    children = new Map()
    for (const { source, address } of rows) {
      if (!compiled.childSources.has(source)) continue
      const key = address as Address
      children.set(key, [...(children.get(key) ?? []), source])
    }
  }

  /** Removes everything this chain's index holds, to read it again from startBlock. */
  const resetChain = async () => {
    await db.transaction().execute(async (trx) => {
      for (const table of [
        ...ENTITY_TABLES,
        'indexer_block',
        'indexer_child',
        'indexer_journal',
        'chain_checkpoint',
      ] as const) {
        await trx.deleteFrom(table).where('chain_id', '=', chainId).execute()
      }
    })
    store.clear()
    children = new Map()
  }

  /** The highest stored block the chain still has, or undefined when none is left. */
  const findForkPoint = async (below: bigint): Promise<Checkpoint | undefined> => {
    const stored = await db
      .selectFrom('indexer_block')
      .select(['number', 'hash'])
      .where('chain_id', '=', chainId)
      .where('number', '<=', below)
      .orderBy('number', 'desc')
      .execute()
    for (let start = 0; start < stored.length; start += 20) {
      const part = stored.slice(start, start + 20)
      const hashes = await Promise.all(part.map(({ number }) => chainHash(client, number)))
      const match = part.find((block, index) => hashes[index] === block.hash)
      if (match) return { number: match.number, hash: match.hash as Hash }
    }
    return undefined
  }

  const rollbackTo = async (fork: Checkpoint) => {
    await db.transaction().execute(async (trx) => {
      await store.rollback(trx, fork.number)
      await trx
        .deleteFrom('indexer_block')
        .where('chain_id', '=', chainId)
        .where('number', '>', fork.number)
        .execute()
      await trx
        .deleteFrom('indexer_child')
        .where('chain_id', '=', chainId)
        .where('block_number', '>', fork.number)
        .execute()
      await createCheckpointStore({ db: trx }).saveCheckpoint({
        chainId,
        blockNumber: fork.number,
        blockHash: fork.hash,
      })
    })
    await loadChildren()
  }

  /**
   * Rows journaled above the checkpoint mean the checkpoint was moved back (by hand, to read some
   * blocks again): undo those blocks first so that reading them again does not count them twice.
   */
  const undoAboveCheckpoint = async (checkpoint: Checkpoint) => {
    const above = await db
      .selectFrom('indexer_journal')
      .select('block_number')
      .where('chain_id', '=', chainId)
      .where('block_number', '>', checkpoint.number)
      .limit(1)
      .executeTakeFirst()
    if (above) await rollbackTo(checkpoint)
  }

  /** Brings the stored index back onto the chain if the checkpoint's block is no longer there. */
  const reconcile = async (checkpoint: Checkpoint | undefined) => {
    if (!checkpoint) return checkpoint
    if ((await chainHash(client, checkpoint.number)) === checkpoint.hash) return checkpoint
    const fork = await findForkPoint(checkpoint.number)
    if (fork) {
      log(
        `indexer: reorg below block ${checkpoint.number}, rolling back to block ${fork.number}`,
        'warn',
      )
      await rollbackTo(fork)
      return fork
    }
    log(
      `indexer: block ${checkpoint.number} left the chain beyond the kept blocks, re-indexing`,
      'warn',
    )
    await resetChain()
    return undefined
  }

  const runHandlers = async (
    events: Awaited<ReturnType<typeof readRange>>['events'],
    journalFromBlock: bigint,
  ) => {
    let block: bigint | undefined
    for (const { meta, eventName, args, handlers } of events) {
      if (meta.blockNumber !== block) {
        block = meta.blockNumber
        store.beginBlock(block, { journal: block >= journalFromBlock })
      }
      const event = { ...meta, eventName, args } as IndexedEvent<never, never>
      for (const handler of handlers) await handler.handle(event, context)
      eventCount++
    }
  }

  const writeRange = async (
    from: bigint,
    to: bigint,
    head: bigint,
    read: Awaited<ReturnType<typeof readRange>>,
    toBlock: RangeBlock,
  ) => {
    const journalFromBlock = head - reorgWindow
    // A rollback to block b needs every change above b journaled: below journalFromBlock - 1
    // this range leaves no valid fork point, so older kept hashes go too.
    const firstKept = journalFromBlock - 1n
    await db.transaction().execute(async (trx) => {
      // Another writer (a leader that lost its lock mid-range) moved the checkpoint: writing on
      // top of it would count its blocks twice.
      const current = await trx
        .selectFrom('chain_checkpoint')
        .select('block_number')
        .where('chain_id', '=', chainId)
        .forUpdate()
        .executeTakeFirst()
      if ((current?.block_number ?? startBlock - 1n) !== from - 1n) {
        throw new CheckpointMovedError(
          `the checkpoint is at ${current?.block_number ?? 'none'}, this range starts at ${from}`,
        )
      }
      await store.flush(trx, { journalFromBlock })
      if (read.newChildren.length > 0) {
        await trx
          .insertInto('indexer_child')
          .values(
            read.newChildren.map((child) => ({
              chain_id: chainId,
              source: child.source,
              address: child.address,
              block_number: child.blockNumber,
            })),
          )
          .onConflict((conflict) => conflict.columns(['chain_id', 'source', 'address']).doNothing())
          .execute()
      }
      await trx
        .deleteFrom('indexer_block')
        .where('chain_id', '=', chainId)
        .where((eb) => eb.or([eb('number', '>=', from), eb('number', '<', firstKept)]))
        .execute()
      const kept = [...read.blocks.values()].filter((block) => block.number >= firstKept)
      if (kept.length > 0) {
        await trx
          .insertInto('indexer_block')
          .values(
            kept.map((block) => ({
              chain_id: chainId,
              number: block.number,
              hash: block.hash,
              timestamp: block.timestamp,
            })),
          )
          .execute()
      }
      await trx
        .deleteFrom('indexer_journal')
        .where('chain_id', '=', chainId)
        .where('block_number', '<', journalFromBlock)
        .execute()
      await createCheckpointStore({ db: trx }).saveCheckpoint({
        chainId,
        blockNumber: to,
        blockHash: toBlock.hash,
      })
    })
    for (const child of read.newChildren) {
      children.set(child.address, [...(children.get(child.address) ?? []), child.source])
    }
  }

  const indexRange = async (from: bigint, to: bigint, head: bigint) => {
    const read = await readRange({
      client,
      chainId,
      compiled,
      children,
      fromBlock: from,
      toBlock: to,
    })
    const toBlock = read.blocks.get(to)
    if (!toBlock) throw new RangeReorgedError(`block ${to} is gone`)
    const before = eventCount
    try {
      await runHandlers(read.events, head - reorgWindow)
      await writeRange(from, to, head, read, toBlock)
    } catch (error) {
      eventCount = before
      throw error
    }
    return { number: to, hash: toBlock.hash }
  }

  const sync = async (toBlock: bigint | undefined): Promise<SyncOnceReturnType> => {
    if (!(await lock.tryAcquire())) {
      leading = false
      const checkpoint = await readCheckpoint()
      return { blockNumber: checkpoint?.number ?? startBlock - 1n, role: 'follower' }
    }
    if (!leading) {
      // Another process may have written since this one last led.
      leading = true
      store.clear()
      await loadChildren()
    }
    let checkpoint = await readCheckpoint()
    if (checkpoint) await undoAboveCheckpoint(checkpoint)
    let failures = 0
    let rereads = 0
    /** Waits before the next attempt: longer after each failure in a row, cut short by stop(). */
    const pauseAfter = (count: number) =>
      sleep(Math.min(pollInterval * 2 ** Math.max(0, count - 1), MAX_BACKOFF_MS))
    for (;;) {
      if (stopping) throw new StoppedError('stopped')
      // A leader whose lock connection died stops at once: a follower may have taken over.
      if (!(await lock.tryAcquire())) {
        leading = false
        log('indexer: lost the leader lock, following', 'warn')
        return {
          blockNumber: (await readCheckpoint())?.number ?? startBlock - 1n,
          role: 'follower',
        }
      }
      let from: bigint | undefined
      try {
        // The node's head, not the chain's: a lagging node has not got the newer blocks yet,
        // and the range never goes past what it confirms (they are read on a later round).
        const head = await client.getBlockNumber({ cacheTime: 0 })
        const target = toBlock === undefined || toBlock > head ? head : toBlock
        checkpoint = await reconcile(checkpoint)
        from = checkpoint ? checkpoint.number + 1n : startBlock
        if (from > target) break
        const to = from + rangeSize - 1n < target ? from + rangeSize - 1n : target
        checkpoint = await indexRange(from, to, head)
        failures = 0
        rereads = 0
        if (rangeSize < rangeCeiling) {
          rangeSize = rangeSize * 2n < rangeCeiling ? rangeSize * 2n : rangeCeiling
        }
      } catch (error) {
        store.clear()
        if (error instanceof StoppedError) throw error
        if (error instanceof CheckpointMovedError) {
          log(`indexer: ${error.message}, reading from there`, 'warn')
          checkpoint = await readCheckpoint()
          continue
        }
        if (error instanceof RangeReorgedError) {
          // Once is a reorg or a block mined during the read; again and again is a node that
          // does not have blocks it said it had (a lagging backend): wait for it.
          if (++rereads > MAX_REREADS) throw error
          log(`indexer: the chain moved during a read (${error.message}), reading again`, 'info')
          checkpoint = await readCheckpoint()
          if (rereads > 1) await pauseAfter(rereads - 1)
          continue
        }
        const message = describeRpcError(error)
        const refused = classifyLogsError(error)
        if (refused && rangeSize > 1n) {
          // The node's cap, not a failure: ask for less (and never again for more than it
          // accepts when the block range itself was too wide).
          rangeSize /= 2n
          if (refused === 'range' && rangeSize < rangeCeiling) rangeCeiling = rangeSize
          log(
            `indexer: the node refused the range (${message}); reading ${rangeSize} blocks`,
            'info',
          )
          checkpoint = await readCheckpoint()
          continue
        }
        if (++failures >= MAX_RANGE_FAILURES) {
          const at = from === undefined ? '' : ` at block ${from}`
          throw new Error(
            `reading ${rangeSize} block${rangeSize === 1n ? '' : 's'}${at} failed ${failures} times in a row: ${message}`,
            { cause: error },
          )
        }
        // A timeout can be a range too big to answer in time: try a smaller one.
        if (rangeSize > 1n) rangeSize /= 2n
        log(`indexer: ${message}; retrying ${rangeSize} blocks`, 'warn')
        checkpoint = await readCheckpoint()
        await pauseAfter(failures)
      }
    }
    return { blockNumber: checkpoint?.number ?? startBlock - 1n, role: 'leader' }
  }

  const syncOnce: Indexer['syncOnce'] = (options) => {
    const result = queue.then(() => sync(options?.toBlock))
    queue = result.catch(() => {})
    return result
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const follow = async () => {
    let backoff = pollInterval
    while (!stopping) {
      let wait = pollInterval
      try {
        const { role } = await syncOnce()
        backoff = pollInterval
        if (role === 'follower') wait = followerRetryInterval
      } catch (error) {
        if (error instanceof StoppedError) break
        log(`indexer: ${describeRpcError(error)} (retrying in ${backoff} ms)`, 'warn')
        wait = backoff
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
      }
      if (!stopping) await sleep(wait)
    }
  }

  return {
    get eventCount() {
      return eventCount
    },
    syncOnce,
    start() {
      if (running) return
      stopping = false
      running = follow()
    },
    async stop() {
      stopping = true
      wake()
      await running
      running = undefined
      await queue
      leading = false
      await lock.release()
      stopping = false
    },
  }
}
