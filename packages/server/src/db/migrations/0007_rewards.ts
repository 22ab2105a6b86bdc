import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The reward programmes (ghost pot, share pots, fee managers) and the Ghost Squad sale (issue 16).
// The rules of 0003_dex and 0004_nft hold: keyed by (chain_id, id); addresses and hashes 0x
// lowercase text; BNB, CAKE and levels numeric(78,0) (a level is a uint256); counters and unix
// times int8; events keyed `{txHash}-{logIndex}` with their block and log index, so lists read
// newest first from an index.

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
      nullableText(text(keyed(db, 'reward_programme'), 'kind', 'name', 'admin'), 'collection'),
      'total_level',
      'total_deposited',
      'total_harvested',
      'admin_fees',
    ),
    'holders',
    'factory_index',
    'created_at',
    'updated_at',
  ).execute()

  await count(
    amount(text(keyed(db, 'reward_level'), 'programme', 'user'), 'level'),
    'updated_at',
  ).execute()

  await nullableAmount(
    nullableText(
      text(located(keyed(db, 'reward_event')), 'kind', 'programme', 'programme_kind'),
      'user',
    ).addColumn('in_wbnb', 'boolean'),
    'amount',
    'previous_level',
    'new_level',
    'total_level',
  ).execute()

  await count(
    amount(
      nullableText(keyed(db, 'reward_fee_factory'), 'fee_recipient'),
      'total_admin_fees',
      'total_shared',
    ),
    'fee',
    'manager_count',
    'updated_at',
  ).execute()

  await nullableAmount(
    count(text(located(keyed(db, 'squad_event')), 'kind', 'user'), 'count').addColumn(
      'presale',
      'boolean',
    ),
    'cake_burned',
    'first_token_id',
    'snapshot_block',
  ).execute()

  await amount(
    count(
      keyed(db, 'squad_sale'),
      'tickets_sold',
      'presale_sold',
      'claimed',
      'buyers',
      'revealed',
      'updated_at',
    ),
    'cake_burned',
  ).execute()

  await count(
    keyed(db, 'squad_user'),
    'tickets_bought',
    'presale_bought',
    'claimed',
    'presale_tickets',
    'updated_at',
  ).execute()

  // The API's lists: newest first overall, per programme, per user; a programme's holders.
  const indexes: [string, string, string[]][] = [
    ['reward_event_newest', 'reward_event', ['chain_id', 'block_number', 'log_index']],
    [
      'reward_event_programme',
      'reward_event',
      ['chain_id', 'programme', 'block_number', 'log_index'],
    ],
    ['reward_event_user', 'reward_event', ['chain_id', 'user', 'block_number', 'log_index']],
    ['reward_level_programme', 'reward_level', ['chain_id', 'programme', 'level']],
    ['reward_level_user', 'reward_level', ['chain_id', 'user']],
    ['squad_event_newest', 'squad_event', ['chain_id', 'block_number', 'log_index']],
    ['squad_event_user', 'squad_event', ['chain_id', 'user', 'block_number', 'log_index']],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = [
  'squad_user',
  'squad_sale',
  'squad_event',
  'reward_fee_factory',
  'reward_event',
  'reward_level',
  'reward_programme',
]

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
