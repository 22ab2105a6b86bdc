import { type Kysely, sql } from 'kysely'

// Migrations take an untyped Kysely: they describe the schema at their own point in history,
// which the current `Database` interface may no longer match.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_checkpoint')
    .addColumn('chain_id', 'integer', (column) => column.primaryKey())
    .addColumn('block_number', 'bigint', (column) => column.notNull().check(sql`block_number >= 0`))
    .addColumn('block_hash', 'text', (column) =>
      column.notNull().check(sql`block_hash ~ '^0x[0-9a-f]{64}$'`),
    )
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_checkpoint').execute()
}
