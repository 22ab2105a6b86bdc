import type { ControlledTransaction, Kysely } from 'kysely'
import type { Database } from '../db/schema'

export type IndexedBlock = {
  number: number
  hash: string
  /** Unix seconds, from the indexer's recent blocks; null if that block is not kept there. */
  timestamp: number | null
}

/**
 * One request's consistent view of a chain: a REPEATABLE READ transaction, opened on first use,
 * whose first read is the checkpoint. Every later read in it sees the same committed state, so
 * the block an answer reports is exactly the block its rows belong to, even while the indexer
 * commits the next range. `end()` must run once the answer is built (the route does it).
 */
export type Snapshot = {
  transaction(): Promise<ControlledTransaction<Database>>
  indexedBlock(): Promise<IndexedBlock | null>
  end(): Promise<void>
}

export function createSnapshot(db: Kysely<Database>, chainId: number): Snapshot {
  let opening:
    | Promise<{ trx: ControlledTransaction<Database>; block: IndexedBlock | null }>
    | undefined
  let ended = false

  const open = () => {
    opening ??= (async () => {
      if (ended) throw new Error('The request snapshot was already closed')
      const trx = await db
        .startTransaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute()
      try {
        const row = await trx
          .selectFrom('chain_checkpoint as c')
          .leftJoin('indexer_block as b', (join) =>
            join
              .onRef('b.chain_id', '=', 'c.chain_id')
              .onRef('b.number', '=', 'c.block_number')
              .onRef('b.hash', '=', 'c.block_hash'),
          )
          .select(['c.block_number', 'c.block_hash', 'b.timestamp'])
          .where('c.chain_id', '=', chainId)
          .executeTakeFirst()
        const block = row
          ? {
              number: Number(row.block_number),
              hash: row.block_hash,
              timestamp: row.timestamp === null ? null : Number(row.timestamp),
            }
          : null
        return { trx, block }
      } catch (error) {
        await trx.rollback().execute()
        throw error
      }
    })()
    return opening
  }

  return {
    transaction: async () => (await open()).trx,
    indexedBlock: async () => (await open()).block,
    async end() {
      if (ended) return
      ended = true
      if (opening === undefined) return
      try {
        const { trx } = await opening
        // Read-only: rolling back and committing are the same, rollback says so.
        await trx.rollback().execute()
      } catch {
        // Opening failed (its error went to the caller) or the connection is gone: nothing to end.
      }
    },
  }
}
