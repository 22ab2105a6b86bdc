import { type Kysely, sql } from 'kysely'

// A token UID names a token within one collection (issue 27): the factory mints a UID at most
// once per collection, and the same UID in two collections names two tokens. Descriptions
// (market_token), orders and "minted" are therefore keyed by (collection, token UID), and a
// collection's ownership epoch (GhostCollection.ownershipEpoch, +1 on every ownership transfer)
// is indexed, since a lazy order only executes under the epoch its nonce names.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Orders the new rules refuse: their token was described for another collection and never for
  // their own (a copy of another creator's UID and metadata). No read could show them any more.
  await sql`
    delete from market_order o
    where not exists (
      select 1 from market_token m
      where m.chain_id = o.chain_id and m.collection = o.collection and m.token_uid = o.token_uid
    )
    and exists (
      select 1 from market_token m
      where m.chain_id = o.chain_id and m.token_uid = o.token_uid and m.collection <> o.collection
    )`.execute(db)

  // (chain, token UID) was unique, so (chain, collection, token UID) is too.
  await db.schema.alterTable('market_token').dropConstraint('market_token_pkey').execute()
  await db.schema
    .alterTable('market_token')
    .addPrimaryKeyConstraint('market_token_pkey', ['chain_id', 'collection', 'token_uid'])
    .execute()

  await db.schema.dropIndex('market_order_token_uid').execute()
  await db.schema
    .createIndex('market_order_collection_token_uid')
    .on('market_order')
    .columns(['chain_id', 'collection', 'token_uid'])
    .execute()
  await db.schema
    .createIndex('nft_token_collection_token_uid')
    .on('nft_token')
    .columns(['chain_id', 'collection', 'token_uid'])
    .execute()

  // Rows indexed before this column start at 0: right for every collection that never changed
  // hands; a transfer indexed earlier is not counted (the chain still refuses the stale order).
  await db.schema
    .alterTable('nft_collection')
    .addColumn('ownership_epoch', sql`numeric(78,0)`, (column) => column.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('nft_collection').dropColumn('ownership_epoch').execute()
  await db.schema.dropIndex('nft_token_collection_token_uid').execute()
  await db.schema.dropIndex('market_order_collection_token_uid').execute()
  await db.schema
    .createIndex('market_order_token_uid')
    .on('market_order')
    .columns(['chain_id', 'token_uid'])
    .execute()
  // Only possible while no UID is described in two collections.
  await db.schema.alterTable('market_token').dropConstraint('market_token_pkey').execute()
  await db.schema
    .alterTable('market_token')
    .addPrimaryKeyConstraint('market_token_pkey', ['chain_id', 'token_uid'])
    .execute()
}
