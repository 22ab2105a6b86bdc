import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The NFT market's tables, in the shape of PancakeSwap's NFT-market subgraph with the spec's
// field names (§3, §7), snake_case here and camelCase in GraphQL. The rules of 0003_dex hold:
// keyed by (chain_id, id); addresses and hashes 0x lowercase text; every BNB amount is
// numeric(78,0) in wei (WBNB counts 1:1, spec §9); counters and unix times int8; fees in basis
// points as int8; day ids are unix days. Events are keyed `{txHash}-{logIndex}` so several sales
// in one transaction never collide. Text a contract or a metadata file may omit is nullable.

type Table = CreateTableBuilder<string, never>

const amount = (table: Table, ...names: string[]): Table =>
  names.reduce(
    (builder, name) =>
      builder.addColumn(name, sql`numeric(78,0)`, (column) => column.notNull().defaultTo(0)),
    table,
  )

const count = (table: Table, ...names: string[]): Table =>
  names.reduce(
    (builder, name) => builder.addColumn(name, 'bigint', (column) => column.notNull().defaultTo(0)),
    table,
  )

const text = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text', (c) => c.notNull()), table)

const nullableText = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text'), table)

const keyed = (db: Kysely<unknown>, name: string): Table =>
  db.schema
    .createTable(name)
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint(`${name}_pkey`, ['chain_id', 'id'])

/** Where an ask, trade or lazy order happened. */
const located = (table: Table): Table =>
  count(text(table, 'transaction_hash', 'collection', 'nft'), 'block', 'timestamp')

export async function up(db: Kysely<unknown>): Promise<void> {
  await count(
    amount(
      nullableText(
        text(
          keyed(db, 'nft_collection'),
          'name',
          'symbol',
          'status',
          'creator_address',
          'whitelist_checker',
        ),
        'owner',
      ).addColumn('active', 'boolean', (column) => column.notNull()),
      'total_volume_eth',
    ),
    'total_trades',
    'number_tokens_listed',
    'creator_fee',
    'referer_fee',
    'created_at',
    'updated_at',
  ).execute()

  await count(
    amount(
      nullableText(
        text(keyed(db, 'nft_token'), 'collection', 'owner', 'location', 'current_seller'),
        'metadata_url',
        'token_uid',
        'name',
        'description',
        'image',
      )
        .addColumn('token_id', sql`numeric(78,0)`, (column) => column.notNull())
        .addColumn('attributes', 'jsonb')
        .addColumn('other_id', sql`numeric(78,0)`)
        .addColumn('is_tradable', 'boolean', (column) => column.notNull()),
      'current_ask_price',
      'latest_traded_price_in_eth',
      'trade_volume_eth',
    ),
    'total_trades',
    'created_at',
    'updated_at',
  ).execute()

  await amount(
    text(located(keyed(db, 'nft_ask_order')), 'order_type', 'seller'),
    'ask_price',
  ).execute()

  await amount(
    nullableText(text(located(keyed(db, 'nft_transaction')), 'buyer', 'seller', 'kind'), 'referrer')
      .addColumn('token_id', sql`numeric(78,0)`, (column) => column.notNull())
      .addColumn('with_bnb', 'boolean', (column) => column.notNull()),
    'ask_price',
    'net_price',
    'treasure_fee',
    'ghost_pot_fee',
    'creator_fee',
    'referer_fee',
  ).execute()

  await amount(
    nullableText(
      count(
        text(keyed(db, 'nft_lazy_order'), 'transaction_hash', 'collection', 'token_uid', 'creator'),
        'block',
        'timestamp',
      ).addColumn('status', 'text', (column) => column.notNull()),
      'nft',
      'buyer',
      'referrer',
    )
      .addColumn('token_id', sql`numeric(78,0)`)
      .addColumn('with_bnb', 'boolean'),
    'price',
    'net_price',
    'treasure_fee',
    'ghost_pot_fee',
    'creator_fee',
    'referer_fee',
  ).execute()

  await amount(
    count(
      keyed(db, 'nft_user'),
      'number_tokens_listed',
      'number_tokens_purchased',
      'number_tokens_sold',
    ),
    'total_volume_in_eth_tokens_purchased',
    'total_volume_in_eth_tokens_sold',
    'average_token_price_in_eth_purchased',
    'average_token_price_in_eth_sold',
  ).execute()

  await amount(
    count(text(keyed(db, 'nft_collection_day_data'), 'collection'), 'date', 'daily_trades'),
    'daily_volume_eth',
  ).execute()

  await amount(
    count(keyed(db, 'nft_market_day_data'), 'date', 'daily_trades', 'new_listings'),
    'daily_volume_eth',
  ).execute()

  await count(
    nullableText(text(keyed(db, 'profile_user'), 'team', 'collection'), 'nft')
      .addColumn('token_id', sql`numeric(78,0)`, (column) => column.notNull())
      .addColumn('is_active', 'boolean', (column) => column.notNull()),
    'user_id',
    'points',
    'created_at',
    'updated_at',
  ).execute()

  await count(
    text(keyed(db, 'profile_team'), 'name', 'description').addColumn(
      'is_joinable',
      'boolean',
      (column) => column.notNull(),
    ),
    'points',
    'number_users',
  ).execute()

  // The reads the spec lists: a collection's tokens by price, tokens by otherId, activity of a
  // collection, a token and a user by time.
  const indexes: [string, string, string[]][] = [
    ['nft_token_collection_price', 'nft_token', ['chain_id', 'collection', 'current_ask_price']],
    ['nft_token_other_id', 'nft_token', ['chain_id', 'other_id', 'current_ask_price']],
    ['nft_token_owner', 'nft_token', ['chain_id', 'owner']],
    ['nft_ask_order_collection', 'nft_ask_order', ['chain_id', 'collection', 'timestamp']],
    ['nft_ask_order_nft', 'nft_ask_order', ['chain_id', 'nft', 'timestamp']],
    ['nft_ask_order_seller', 'nft_ask_order', ['chain_id', 'seller', 'timestamp']],
    ['nft_transaction_collection', 'nft_transaction', ['chain_id', 'collection', 'timestamp']],
    ['nft_transaction_nft', 'nft_transaction', ['chain_id', 'nft', 'timestamp']],
    ['nft_transaction_buyer', 'nft_transaction', ['chain_id', 'buyer', 'timestamp']],
    ['nft_transaction_seller', 'nft_transaction', ['chain_id', 'seller', 'timestamp']],
    ['nft_collection_day_data_date', 'nft_collection_day_data', ['chain_id', 'collection', 'date']],
    ['profile_user_team', 'profile_user', ['chain_id', 'team']],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = [
  'profile_team',
  'profile_user',
  'nft_market_day_data',
  'nft_collection_day_data',
  'nft_user',
  'nft_lazy_order',
  'nft_transaction',
  'nft_ask_order',
  'nft_token',
  'nft_collection',
]

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
