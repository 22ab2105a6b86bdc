import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The initial offerings (issue 33): each sale the IFO deployer created, its two pools, each
// wallet in a sale and in each pool, commits and the achievement's points. The rules of
// 0007_rewards hold: keyed by (chain_id, id); addresses and hashes 0x lowercase text; token
// amounts and uint256 settings numeric(78,0), and so are a sale's times (the owner sets them,
// any uint256 the contract takes must fit); counters and block times int8; pool ids integer;
// events keyed `{txHash}-{logIndex}`. A migration keeps its own column helpers (decisions: the
// lottery's).

type Table = CreateTableBuilder<string, never>

const amount = (table: Table, ...names: string[]): Table =>
  names.reduce(
    (builder, name) =>
      builder.addColumn(name, sql`numeric(78,0)`, (column) => column.notNull().defaultTo(0)),
    table,
  )

const nullableAmount = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, sql`numeric(78,0)`), table)

const count = (table: Table, ...names: string[]): Table =>
  names.reduce(
    (builder, name) => builder.addColumn(name, 'bigint', (column) => column.notNull().defaultTo(0)),
    table,
  )

const text = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text', (c) => c.notNull()), table)

const nullableText = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text'), table)

const flag = (table: Table, ...names: string[]): Table =>
  names.reduce(
    (builder, name) => builder.addColumn(name, 'boolean', (column) => column.notNull()),
    table,
  )

const pid = (table: Table): Table => table.addColumn('pid', 'integer', (c) => c.notNull())

const keyed = (db: Kysely<unknown>, name: string): Table =>
  db.schema
    .createTable(name)
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint(`${name}_pkey`, ['chain_id', 'id'])

/** Where an event happened. */
const located = (table: Table): Table =>
  count(text(table, 'transaction_hash'), 'block_number', 'timestamp').addColumn(
    'log_index',
    'integer',
    (column) => column.notNull(),
  )

export async function up(db: Kysely<unknown>): Promise<void> {
  await count(
    amount(
      text(
        keyed(db, 'ifo_sale'),
        'offering_token',
        'lp_token',
        'owner',
        'created_transaction_hash',
      ).addColumn('fee_tiers', 'jsonb', (column) => column.notNull()),
      'start_timestamp',
      'end_timestamp',
      'campaign_id',
      'number_points',
      'threshold_points',
      'lp_withdrawn',
      'offering_withdrawn',
    ),
    'participants',
    'points_awarded',
    'created_at',
    'created_block',
    'updated_at',
  ).execute()

  await count(
    amount(
      flag(pid(text(keyed(db, 'ifo_pool'), 'ifo', 'offering_token')), 'has_fee'),
      'raising_amount',
      'offering_amount',
      'limit_per_user',
      'total_amount',
      'harvested_amount',
      'offering_harvested',
      'refund_harvested',
      'sum_fees',
    ),
    'participants',
    'commits',
    'harvests',
    'updated_at',
  ).execute()

  await count(
    nullableAmount(
      amount(text(keyed(db, 'ifo_user'), 'ifo', 'user'), 'amount'),
      'points_awarded',
      'points_awarded_at',
    ),
    'commits',
    'created_at',
    'updated_at',
  ).execute()

  await count(
    nullableAmount(
      amount(
        nullableText(
          flag(pid(text(keyed(db, 'ifo_user_pool'), 'ifo', 'user', 'offering_token')), 'harvested'),
          'harvest_transaction_hash',
        ),
        'amount',
      ),
      'offering_amount',
      'refund_amount',
      'fee_amount',
      'harvested_at',
      'harvest_block',
    ),
    'commits',
    'created_at',
    'updated_at',
  ).execute()

  await amount(pid(text(located(keyed(db, 'ifo_deposit')), 'ifo', 'user')), 'amount').execute()

  await amount(
    text(located(keyed(db, 'ifo_points_award')), 'ifo', 'user'),
    'number_points',
    'campaign_id',
  ).execute()

  // The API's reads: sales newest start first; a sale's pools and wallets; a wallet's sales; a
  // sale's commits newest first (all, or one wallet's); points by wallet.
  const indexes: [string, string, string[]][] = [
    ['ifo_sale_newest', 'ifo_sale', ['chain_id', 'start_timestamp', 'id']],
    ['ifo_pool_sale', 'ifo_pool', ['chain_id', 'ifo', 'pid']],
    ['ifo_user_wallet', 'ifo_user', ['chain_id', 'user']],
    ['ifo_user_sale', 'ifo_user', ['chain_id', 'ifo']],
    ['ifo_user_pool_sale', 'ifo_user_pool', ['chain_id', 'ifo', 'user']],
    ['ifo_deposit_sale', 'ifo_deposit', ['chain_id', 'ifo', 'block_number', 'log_index']],
    ['ifo_deposit_user', 'ifo_deposit', ['chain_id', 'ifo', 'user', 'block_number', 'log_index']],
    ['ifo_points_award_user', 'ifo_points_award', ['chain_id', 'user']],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = [
  'ifo_points_award',
  'ifo_deposit',
  'ifo_user_pool',
  'ifo_user',
  'ifo_pool',
  'ifo_sale',
]

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
