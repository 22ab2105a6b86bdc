import type { Kysely } from 'kysely'
import { createCheckpointStore } from '../db/checkpointStore'
import type { Database } from '../db/schema'
import type { IndexerEntityStore } from './createEntityStore'
import type { RangeBlock, ReadRangeReturnType } from './readRange'

/** The stored checkpoint is not where this range starts: re-read it and carry on from there. */
export class CheckpointMovedError extends Error {
  override name = 'CheckpointMovedError'
}

export type WriteRangeParameters = {
  db: Kysely<Database>
  chainId: number
  startBlock: bigint
  store: IndexerEntityStore
  from: bigint
  to: bigint
  /** Changes in blocks from here up are journaled (the reorg window below the head). */
  journalFromBlock: bigint
  read: ReadRangeReturnType
  toBlock: RangeBlock
}

/**
 * Writes one handled range in one transaction: the store's changes and journal, the children
 * the range announced, the block hashes kept for fork detection, and the checkpoint at `to`.
 * Journal rows and hashes that fell out of the reorg window go.
 */
export async function writeRange({
  db,
  chainId,
  startBlock,
  store,
  from,
  to,
  journalFromBlock,
  read,
  toBlock,
}: WriteRangeParameters): Promise<void> {
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
}
