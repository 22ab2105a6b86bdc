import type { Kysely } from 'kysely'
import type { ChainCheckpoint } from '../indexer/tables'
import type { Database } from './schema'

export type CheckpointStore = {
  /** The stored checkpoint of a chain, or undefined before the indexer's first block. */
  getCheckpoint(args: { chainId: number }): Promise<ChainCheckpoint | undefined>
  /** Records that every event up to and including this block is stored (insert or move). */
  saveCheckpoint(args: { chainId: number; blockNumber: bigint; blockHash: string }): Promise<void>
}

/**
 * Reads and writes the indexer's per-chain checkpoint. Writing the same checkpoint twice is
 * harmless, and a checkpoint may move backwards (after a reorg the indexer rewinds it).
 *
 * @example
 * const store = createCheckpointStore({ db })
 * await store.saveCheckpoint({ chainId: 1337, blockNumber: 12n, blockHash: '0xab…' })
 */
export function createCheckpointStore({ db }: { db: Kysely<Database> }): CheckpointStore {
  return {
    async getCheckpoint({ chainId }) {
      return db
        .selectFrom('chain_checkpoint')
        .selectAll()
        .where('chain_id', '=', chainId)
        .executeTakeFirst()
    },
    async saveCheckpoint({ chainId, blockNumber, blockHash }) {
      const row = { block_number: blockNumber, block_hash: blockHash.toLowerCase() }
      await db
        .insertInto('chain_checkpoint')
        .values({ chain_id: chainId, ...row })
        .onConflict((conflict) =>
          conflict.column('chain_id').doUpdateSet({ ...row, updated_at: new Date() }),
        )
        .execute()
    },
  }
}
