import type { Kysely } from 'kysely'

// The indexer's own bookkeeping, apart from any feature's tables:
// - indexer_block: hashes of recent blocks, to find where a reorg forked;
// - indexer_child: contracts a factory announced (pairs), so a restart knows them;
// - indexer_journal: a row's image before its first change in a block, to undo that block.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indexer_block')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('number', 'bigint', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('timestamp', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('indexer_block_pkey', ['chain_id', 'number'])
    .execute()

  await db.schema
    .createTable('indexer_child')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('indexer_child_pkey', ['chain_id', 'source', 'address'])
    .execute()

  await db.schema
    .createTable('indexer_journal')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('table_name', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'text', (column) => column.notNull())
    // null: the row did not exist before that block (undoing the block deletes it).
    .addColumn('previous', 'jsonb')
    .addPrimaryKeyConstraint('indexer_journal_pkey', [
      'chain_id',
      'block_number',
      'table_name',
      'entity_id',
    ])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['indexer_journal', 'indexer_child', 'indexer_block']) {
    await db.schema.dropTable(name).execute()
  }
}
