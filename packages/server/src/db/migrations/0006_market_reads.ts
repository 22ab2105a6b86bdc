import type { Kysely } from 'kysely'

// The NFT market API's reads (issue 14): a collection's tokens page in token id order, and a
// minted token found by the UID its TokenMinted carried (the join of a token to its off-chain
// description, and the check that a described token is not minted yet).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('nft_token_collection_token_id')
    .on('nft_token')
    .columns(['chain_id', 'collection', 'token_id'])
    .execute()
  await db.schema
    .createIndex('nft_token_token_uid')
    .on('nft_token')
    .columns(['chain_id', 'token_uid'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('nft_token_token_uid').execute()
  await db.schema.dropIndex('nft_token_collection_token_id').execute()
}
