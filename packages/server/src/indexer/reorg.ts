import type { Kysely } from 'kysely'
import { BlockNotFoundError, type Hash, type PublicClient } from 'viem'
import { createCheckpointStore } from '../db/checkpointStore'
import type { Database } from '../db/schema'
import type { ChildContracts } from './childContracts'
import type { IndexerEntityStore } from './createEntityStore'
import { ENTITY_TABLES } from './entityTables'
import type { Checkpoint } from './readCheckpoint'
import type { IndexerLog } from './types'

export type Reorgs = {
  /**
   * Brings the stored index back onto the chain if the checkpoint's block is no longer there:
   * rolls back to the fork point, or removes the chain's index when the fork is below the kept
   * blocks. Returns the checkpoint to go on from (undefined: from startBlock).
   */
  reconcile(checkpoint: Checkpoint | undefined): Promise<Checkpoint | undefined>
  /**
   * Rows journaled above the checkpoint mean the checkpoint was moved back (by hand, to read some
   * blocks again): undo those blocks first so that reading them again does not count them twice.
   */
  undoAboveCheckpoint(checkpoint: Checkpoint): Promise<void>
}

export type CreateReorgsParameters = {
  db: Kysely<Database>
  client: PublicClient
  chainId: number
  store: IndexerEntityStore
  children: ChildContracts
  log: IndexerLog
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
 * Fork detection and rollback: compares stored block hashes (`indexer_block`) with the chain's,
 * undoes the blocks above the fork from the journal, or re-indexes when nothing kept matches.
 */
export function createReorgs({
  db,
  client,
  chainId,
  store,
  children,
  log,
}: CreateReorgsParameters): Reorgs {
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
    children.clear()
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
    await children.load()
  }

  return {
    async undoAboveCheckpoint(checkpoint) {
      const above = await db
        .selectFrom('indexer_journal')
        .select('block_number')
        .where('chain_id', '=', chainId)
        .where('block_number', '>', checkpoint.number)
        .limit(1)
        .executeTakeFirst()
      if (above) await rollbackTo(checkpoint)
    },
    async reconcile(checkpoint) {
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
    },
  }
}
