import { type Kysely, sql } from 'kysely'

// The off-chain half of the NFT market (issue 14): what wallets write through the API, beside the
// indexed chain state of 0004_nft. Addresses and hashes are 0x lowercase text; BNB amounts
// numeric(78,0) in wei; token ids numeric(78,0); times timestamptz (these rows are written by
// people, not blocks). Records of one chain carry its chain_id.

const now = sql`now()`

export async function up(db: Kysely<unknown>): Promise<void> {
  // A SIWE nonce is handed out once and deleted when a sign-in uses it, so a message signs in once.
  await db.schema
    .createTable('auth_nonce')
    .addColumn('nonce', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute()

  // A session is known by the SHA-256 of its bearer token; the token itself is never stored.
  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('profile_username')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute()
  // Names are unique regardless of case: 'Ghost' and 'ghost' are one name.
  await sql`create unique index profile_username_unique on profile_username (lower(username))`.execute(
    db,
  )

  // A collection's page on the market: name, description and pictures its on-chain owner wrote.
  await db.schema
    .createTable('market_collection')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('owner', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('avatar', 'text')
    .addColumn('banner', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('market_collection_pkey', ['chain_id', 'address'])
    .execute()
  await sql`create unique index market_collection_name on market_collection (chain_id, lower(name))`.execute(
    db,
  )

  // An NFT described before (or without) its mint: what datapost stored, keyed by its token UID.
  // token_id is known once minted (tokens/update, or the index's OrderExecuted).
  await db.schema
    .createTable('market_token')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('token_uid', 'text', (column) => column.notNull())
    .addColumn('collection', 'text', (column) => column.notNull())
    .addColumn('token_id', sql`numeric(78,0)`)
    .addColumn('creator', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('attributes', 'jsonb', (column) => column.notNull())
    .addColumn('image_cid', 'text', (column) => column.notNull())
    .addColumn('thumbnail_cid', 'text', (column) => column.notNull())
    .addColumn('filetype', 'text', (column) => column.notNull())
    .addColumn('metadata_cid', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('market_token_pkey', ['chain_id', 'token_uid'])
    .execute()

  // A creator's signed lazy order; id is its EIP-712 hash. 'open' or 'cancelled' here; whether it
  // was executed (or cancelled on chain) is the index's nft_lazy_order row with the same id.
  await db.schema
    .createTable('market_order')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('token_uid', 'text', (column) => column.notNull())
    .addColumn('collection', 'text', (column) => column.notNull())
    .addColumn('creator', 'text', (column) => column.notNull())
    .addColumn('price', sql`numeric(78,0)`, (column) => column.notNull())
    .addColumn('uri', 'text', (column) => column.notNull())
    .addColumn('expiry', 'bigint', (column) => column.notNull())
    .addColumn('nonce', sql`numeric(78,0)`, (column) => column.notNull())
    .addColumn('v', 'integer', (column) => column.notNull())
    .addColumn('r', 'text', (column) => column.notNull())
    .addColumn('s', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('market_order_pkey', ['chain_id', 'hash'])
    .execute()

  // Reusable NFT descriptions (name, description, attributes) an author keeps for the create form.
  await db.schema
    .createTable('market_template')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute()

  // A note a wallet writes on a token's page.
  await db.schema
    .createTable('market_introduction')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('collection', 'text', (column) => column.notNull())
    .addColumn('token_id', sql`numeric(78,0)`, (column) => column.notNull())
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute()

  // Every image an upload stored (with its thumbnail), so datapost only accepts our own files.
  await db.schema
    .createTable('market_upload')
    .addColumn('cid', 'text', (column) => column.primaryKey())
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('filetype', 'text', (column) => column.notNull())
    .addColumn('thumbnail_cid', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('uploader', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .execute()

  const indexes: [string, string, string[]][] = [
    ['auth_session_address', 'auth_session', ['address']],
    ['market_token_collection', 'market_token', ['chain_id', 'collection', 'token_id']],
    ['market_order_token_uid', 'market_order', ['chain_id', 'token_uid']],
    ['market_order_creator', 'market_order', ['chain_id', 'creator', 'updated_at']],
    ['market_order_collection', 'market_order', ['chain_id', 'collection', 'updated_at']],
    ['market_template_author', 'market_template', ['chain_id', 'author', 'created_at']],
    [
      'market_introduction_token',
      'market_introduction',
      ['chain_id', 'collection', 'token_id', 'created_at'],
    ],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = [
  'market_upload',
  'market_introduction',
  'market_template',
  'market_order',
  'market_token',
  'market_collection',
  'profile_username',
  'auth_session',
  'auth_nonce',
]

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
