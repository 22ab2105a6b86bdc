import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { ENTITY_TABLES } from '../entityTables'

/**
 * Everything one chain's index holds that must not depend on how it was written (in one run, in
 * pieces, after reorgs): every entity table ordered by id, the factory children and the
 * checkpoint's block. Kept block hashes and the journal are bookkeeping and left out.
 */
export async function dumpIndex(db: Kysely<Database>, chainId: number) {
  const tables: Record<string, unknown[]> = {}
  for (const table of ENTITY_TABLES) {
    tables[table] = await db
      .selectFrom(table)
      .selectAll()
      .where('chain_id', '=', chainId)
      .orderBy('id')
      .execute()
  }
  tables.indexer_child = await db
    .selectFrom('indexer_child')
    .selectAll()
    .where('chain_id', '=', chainId)
    .orderBy('source')
    .orderBy('address')
    .execute()
  const checkpoint = await db
    .selectFrom('chain_checkpoint')
    .select(['block_number', 'block_hash'])
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  return { tables, checkpoint }
}
