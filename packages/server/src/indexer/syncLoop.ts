import { classifyLogsError } from '@ghost/sdk'
import type { PublicClient } from 'viem'
import type { IndexerEntityStore } from './createEntityStore'
import { describeRpcError } from './describeRpcError'
import type { RangeIndexer, ReadBlockRange } from './indexRange'
import type { LeaderElection } from './leaderElection'
import type { RangeSize } from './rangeSize'
import type { Checkpoint } from './readCheckpoint'
import { RangeReorgedError } from './readRange'
import type { Reorgs } from './reorg'
import { StoppedError, type StopSignal } from './stopSignal'
import type { IndexerLog } from './types'
import { CheckpointMovedError } from './writeRange'

export type IndexerRole = 'leader' | 'follower'

export type SyncOnceReturnType = {
  /** The last block whose events are stored (startBlock - 1 before the first range). */
  blockNumber: bigint
  /** 'follower': another process holds the lock, nothing was indexed by this call. */
  role: IndexerRole
}

export const MAX_BACKOFF_MS = 30_000
/**
 * Consecutive failed reads (after the client's own retries) before syncOnce gives up; start()
 * logs the error and tries again with backoff.
 */
const MAX_RANGE_FAILURES = 5
/** Consecutive reads that found the chain changed under them before syncOnce gives up. */
const MAX_REREADS = 10

/**
 * The next range, read while the current one is handled and written. It is used only if the
 * checkpoint it follows is the one written (same block, same hash) and it stays within the
 * target; its error, if any, is thrown when it is used.
 */
type ReadAhead = { after: Checkpoint; from: bigint; to: bigint; read: Promise<ReadBlockRange> }

/** Starts a read whose failure waits for whoever takes it (no unhandled rejection meanwhile). */
function readAhead(after: Checkpoint, from: bigint, to: bigint, read: Promise<ReadBlockRange>) {
  read.catch(() => {})
  return { after, from, to, read }
}

/** Lets a read ahead that will not be used finish, so nothing of it is in flight afterwards. */
async function settle(ahead: ReadAhead | undefined): Promise<void> {
  await ahead?.read.catch(() => {})
}

export type CreateSyncLoopParameters = {
  client: PublicClient
  startBlock: bigint
  log: IndexerLog
  pollInterval: number
  store: IndexerEntityStore
  readCheckpoint: () => Promise<Checkpoint | undefined>
  election: LeaderElection
  reorgs: Reorgs
  ranges: RangeIndexer
  rangeSize: RangeSize
  signal: StopSignal
}

/**
 * One catch-up: while this process leads, reads range after range up to the node's head (or
 * `toBlock`), reconciling reorgs before each. Errors are sorted by what helps: a moved checkpoint
 * or a chain that moved during the read is read again, a node's size refusal gets a smaller
 * range, other failures are retried with backoff and smaller ranges until too many in a row.
 */
export function createSyncLoop(
  parameters: CreateSyncLoopParameters,
): (toBlock: bigint | undefined) => Promise<SyncOnceReturnType> {
  const { client, startBlock, log, pollInterval, store, readCheckpoint } = parameters
  const { election, reorgs, ranges, rangeSize, signal } = parameters

  return async (toBlock) => {
    if (!(await election.claim())) {
      const checkpoint = await readCheckpoint()
      return { blockNumber: checkpoint?.number ?? startBlock - 1n, role: 'follower' }
    }
    let checkpoint = await readCheckpoint()
    if (checkpoint) await reorgs.undoAboveCheckpoint(checkpoint)
    let failures = 0
    let rereads = 0
    /** Waits before the next attempt: longer after each failure in a row, cut short by stop(). */
    const pauseAfter = (count: number) =>
      signal.sleep(Math.min(pollInterval * 2 ** Math.max(0, count - 1), MAX_BACKOFF_MS))
    let ahead: ReadAhead | undefined
    /** Forgets the read ahead once it has settled. */
    const dropAhead = async () => {
      const dropped = ahead
      ahead = undefined
      await settle(dropped)
    }
    for (;;) {
      if (signal.stopping) {
        await dropAhead()
        throw new StoppedError('stopped')
      }
      // A leader whose lock connection died stops at once: a follower may have taken over.
      if (!(await election.confirm())) {
        await dropAhead()
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
        checkpoint = await reorgs.reconcile(checkpoint)
        from = checkpoint ? checkpoint.number + 1n : startBlock
        if (from > target) break
        let to = from + rangeSize.blocks - 1n < target ? from + rangeSize.blocks - 1n : target
        const taken = ahead
        ahead = undefined
        let reading: Promise<ReadBlockRange>
        if (
          taken &&
          checkpoint &&
          taken.after.number === checkpoint.number &&
          taken.after.hash === checkpoint.hash &&
          taken.from === from &&
          taken.to <= target
        ) {
          reading = taken.read
          to = taken.to
        } else {
          await settle(taken)
          reading = ranges.read(from, to)
        }
        const read = await reading
        // The next range is read from the node while this one is handled and written (the
        // database's work); children this one announces are read as known.
        const nextFrom = to + 1n
        if (nextFrom <= target) {
          const nextTo =
            nextFrom + rangeSize.blocks - 1n < target ? nextFrom + rangeSize.blocks - 1n : target
          ahead = readAhead(
            { number: to, hash: read.toBlock.hash },
            nextFrom,
            nextTo,
            ranges.read(nextFrom, nextTo, read.newChildren),
          )
        }
        checkpoint = await ranges.apply(read, head)
        failures = 0
        rereads = 0
        rangeSize.grow()
      } catch (error) {
        store.clear()
        await dropAhead()
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
        if (refused && rangeSize.blocks > 1n) {
          // The node's cap, not a failure: ask for less.
          rangeSize.refused(refused)
          log(
            `indexer: the node refused the range (${message}); reading ${rangeSize.blocks} blocks`,
            'info',
          )
          checkpoint = await readCheckpoint()
          continue
        }
        if (++failures >= MAX_RANGE_FAILURES) {
          const at = from === undefined ? '' : ` at block ${from}`
          const blocks = rangeSize.blocks
          throw new Error(
            `reading ${blocks} block${blocks === 1n ? '' : 's'}${at} failed ${failures} times in a row: ${message}`,
            { cause: error },
          )
        }
        rangeSize.shrink()
        log(`indexer: ${message}; retrying ${rangeSize.blocks} blocks`, 'warn')
        checkpoint = await readCheckpoint()
        await pauseAfter(failures)
      }
    }
    await dropAhead()
    return { blockNumber: checkpoint?.number ?? startBlock - 1n, role: 'leader' }
  }
}
