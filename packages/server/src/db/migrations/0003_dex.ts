import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The DEX tables in the shape of the Uniswap V2 / PancakeSwap subgraphs (snake_case here,
// camelCase in GraphQL). Rules every column follows:
// - every table is keyed by (chain_id, id), so one database can hold several chains;
// - addresses and hashes are 0x-prefixed lowercase text;
// - every amount is numeric(78,0), an integer: token amounts in the token's smallest unit (wei),
//   USD values, BNB values and prices as fixed point with 18 decimals (1 USD = 10^18). The
//   GraphQL layer turns them into the subgraph's BigDecimal strings. Integer-only numerics let
//   both drivers hand them back as bigint (see openDatabase) and keep sums exact;
// - counters are int8; unix times are int8 seconds; day ids are unix days (timestamp / 86400),
//   hour ids unix hours (timestamp / 3600), as the subgraphs count them.

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

const keyed = (db: Kysely<unknown>, name: string): Table =>
  db.schema
    .createTable(name)
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint(`${name}_pkey`, ['chain_id', 'id'])

/** Columns shared by swaps, mints and burns: where the event sits in the chain. */
const event = (table: Table): Table =>
  table
    .addColumn('transaction_hash', 'text', (column) => column.notNull())
    .addColumn('log_index', 'integer', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('timestamp', 'bigint', (column) => column.notNull())
    .addColumn('pair', 'text', (column) => column.notNull())

export async function up(db: Kysely<unknown>): Promise<void> {
  await amount(
    count(keyed(db, 'dex_factory'), 'pair_count', 'tx_count'),
    'total_volume_usd',
    'total_volume_bnb',
    'untracked_volume_usd',
    'total_liquidity_usd',
    'total_liquidity_bnb',
  ).execute()

  // id '1': the BNB price in USD, as the subgraphs' Bundle.
  await amount(keyed(db, 'dex_bundle'), 'bnb_price').execute()

  await amount(
    count(
      keyed(db, 'dex_token')
        .addColumn('symbol', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('decimals', 'integer', (column) => column.notNull())
        // The pairs whose other token is whitelisted, comma-separated: the only pairs that may
        // set this token's price (the subgraphs' whitelistPairs).
        .addColumn('whitelist_pairs', 'text', (column) => column.notNull().defaultTo('')),
      'tx_count',
    ),
    'total_supply',
    'trade_volume',
    'trade_volume_usd',
    'untracked_volume_usd',
    'total_liquidity',
    'derived_bnb',
  ).execute()

  await amount(
    count(
      keyed(db, 'dex_pair')
        .addColumn('token0', 'text', (column) => column.notNull())
        .addColumn('token1', 'text', (column) => column.notNull())
        .addColumn('created_at_timestamp', 'bigint', (column) => column.notNull())
        .addColumn('created_at_block_number', 'bigint', (column) => column.notNull()),
      'tx_count',
    ),
    'reserve0',
    'reserve1',
    'total_supply',
    'reserve_bnb',
    'reserve_usd',
    'tracked_reserve_bnb',
    'token0_price',
    'token1_price',
    'volume_token0',
    'volume_token1',
    'volume_usd',
    'untracked_volume_usd',
  ).execute()

  await amount(
    event(keyed(db, 'dex_swap'))
      .addColumn('sender', 'text', (column) => column.notNull())
      .addColumn('from', 'text', (column) => column.notNull())
      .addColumn('to', 'text', (column) => column.notNull()),
    'amount0_in',
    'amount1_in',
    'amount0_out',
    'amount1_out',
    'amount_usd',
  ).execute()

  for (const name of ['dex_mint', 'dex_burn']) {
    await amount(
      event(keyed(db, name))
        .addColumn('sender', 'text', (column) => column.notNull())
        .addColumn('to', 'text', (column) => column.notNull()),
      'liquidity',
      'amount0',
      'amount1',
      'amount_usd',
    ).execute()
  }

  await amount(
    count(
      keyed(db, 'dex_pair_day_data')
        .addColumn('date', 'bigint', (column) => column.notNull())
        .addColumn('pair', 'text', (column) => column.notNull())
        .addColumn('token0', 'text', (column) => column.notNull())
        .addColumn('token1', 'text', (column) => column.notNull()),
      'daily_txns',
    ),
    'reserve0',
    'reserve1',
    'total_supply',
    'reserve_usd',
    'daily_volume_token0',
    'daily_volume_token1',
    'daily_volume_usd',
  ).execute()

  await amount(
    count(
      keyed(db, 'dex_pair_hour_data')
        .addColumn('hour_start_unix', 'bigint', (column) => column.notNull())
        .addColumn('pair', 'text', (column) => column.notNull())
        .addColumn('token0', 'text', (column) => column.notNull())
        .addColumn('token1', 'text', (column) => column.notNull()),
      'hourly_txns',
    ),
    'reserve0',
    'reserve1',
    'total_supply',
    'reserve_usd',
    'hourly_volume_token0',
    'hourly_volume_token1',
    'hourly_volume_usd',
  ).execute()

  for (const [name, period] of [
    ['dex_token_day_data', 'date'],
    ['dex_token_hour_data', 'period_start_unix'],
  ] as const) {
    await amount(
      count(
        keyed(db, name)
          .addColumn(period, 'bigint', (column) => column.notNull())
          .addColumn('token', 'text', (column) => column.notNull()),
        'txns',
      ),
      'volume',
      'volume_bnb',
      'volume_usd',
      'total_liquidity_token',
      'total_liquidity_bnb',
      'total_liquidity_usd',
      'price_usd',
      'open',
      'high',
      'low',
      'close',
    ).execute()
  }

  // Protocol-wide totals per day (the subgraphs' uniswapDayData / pancakeDayData).
  await amount(
    count(
      keyed(db, 'dex_day_data').addColumn('date', 'bigint', (column) => column.notNull()),
      'tx_count',
    ),
    'daily_volume_bnb',
    'daily_volume_usd',
    'daily_volume_untracked',
    'daily_fees_usd',
    'total_volume_bnb',
    'total_volume_usd',
    'total_liquidity_bnb',
    'total_liquidity_usd',
  ).execute()

  // The reads the API makes most: a pair's or token's history by time, events by pair and time.
  await db.schema
    .createIndex('dex_pair_day_data_pair_date')
    .on('dex_pair_day_data')
    .columns(['chain_id', 'pair', 'date'])
    .execute()
  await db.schema
    .createIndex('dex_pair_hour_data_pair_hour')
    .on('dex_pair_hour_data')
    .columns(['chain_id', 'pair', 'hour_start_unix'])
    .execute()
  await db.schema
    .createIndex('dex_token_day_data_token_date')
    .on('dex_token_day_data')
    .columns(['chain_id', 'token', 'date'])
    .execute()
  await db.schema
    .createIndex('dex_token_hour_data_token_hour')
    .on('dex_token_hour_data')
    .columns(['chain_id', 'token', 'period_start_unix'])
    .execute()
  for (const name of ['dex_swap', 'dex_mint', 'dex_burn']) {
    await db.schema
      .createIndex(`${name}_time`)
      .on(name)
      .columns(['chain_id', 'timestamp'])
      .execute()
    await db.schema
      .createIndex(`${name}_pair_time`)
      .on(name)
      .columns(['chain_id', 'pair', 'timestamp'])
      .execute()
    // Rolling back a reorg deletes by block.
    await db.schema
      .createIndex(`${name}_block`)
      .on(name)
      .columns(['chain_id', 'block_number'])
      .execute()
  }
}

const TABLES = [
  'dex_day_data',
  'dex_token_hour_data',
  'dex_token_day_data',
  'dex_pair_hour_data',
  'dex_pair_day_data',
  'dex_burn',
  'dex_mint',
  'dex_swap',
  'dex_pair',
  'dex_token',
  'dex_bundle',
  'dex_factory',
]

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
