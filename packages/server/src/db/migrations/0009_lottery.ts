import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The lottery (issue 31): the contract's settings, rounds, tickets, each wallet's rounds and
// totals, and the rounds' steps. The rules of 0007_rewards hold: keyed by (chain_id, id);
// addresses and hashes 0x lowercase text; CAKE, lottery, ticket and purchase ids numeric(78,0)
// (uint256); counters and unix times int8; a round's six per-bracket values in jsonb (as
// nft_token.attributes keeps a list); events keyed `{txHash}-{logIndex}`.

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
      nullableAmount(
        nullableText(
          keyed(db, 'lottery_contract'),
          'operator',
          'treasury',
          'injector',
          'vrf_key_hash',
        ),
        'min_price_ticket_in_cake',
        'max_price_ticket_in_cake',
        'vrf_subscription_id',
      ),
      'current_lottery_id',
      'pending_injection',
    ),
    'claim_window',
    'updated_at',
  ).execute()

  await count(
    nullableAmount(
      amount(
        text(keyed(db, 'lottery_round'), 'status')
          .addColumn('rewards_breakdown', 'jsonb', (column) => column.notNull())
          .addColumn('winners_per_bracket', 'jsonb')
          .addColumn('cake_per_bracket', 'jsonb'),
        'lottery_id',
        'price_ticket_in_cake',
        'amount_collected',
        'carried_over',
        'injected',
        'ticket_revenue',
        'prizes_claimed',
      ),
      'closed_at',
      'request_id',
      'final_number',
      'treasury_amount',
      'prizes_reserved',
      'rolled_over',
      'drawn_at',
      'claim_deadline',
      'recycled',
    ),
    'start_time',
    'end_time',
    'tickets_sold',
    'players',
    'treasury_fee',
    'tickets_counted',
    'tickets_claimed',
    'updated_at',
  ).execute()

  await count(
    amount(
      text(keyed(db, 'lottery_ticket'), 'owner', 'transaction_hash').addColumn(
        'claimed',
        'boolean',
        (column) => column.notNull(),
      ),
      'lottery_id',
      'ticket_id',
      'purchase_id',
    ),
    'number',
    'block_number',
    'timestamp',
  ).execute()

  await count(
    amount(text(keyed(db, 'lottery_user_round'), 'user'), 'lottery_id', 'cake_spent', 'claimed'),
    'tickets',
    'tickets_claimed',
    'updated_at',
  ).execute()

  await count(
    amount(keyed(db, 'lottery_user'), 'cake_spent', 'claimed'),
    'rounds',
    'tickets',
    'tickets_claimed',
    'updated_at',
  ).execute()

  await nullableAmount(
    nullableText(text(located(keyed(db, 'lottery_event')), 'kind'), 'user'),
    'lottery_id',
    'amount',
    'count',
    'request_id',
    'final_number',
  ).execute()

  // The API's lists: rounds newest first; a round's tickets (by owner); a wallet's rounds; the
  // events newest first overall, per round and per wallet.
  const indexes: [string, string, string[]][] = [
    ['lottery_round_newest', 'lottery_round', ['chain_id', 'lottery_id']],
    ['lottery_ticket_round', 'lottery_ticket', ['chain_id', 'lottery_id', 'ticket_id']],
    ['lottery_ticket_owner', 'lottery_ticket', ['chain_id', 'owner', 'lottery_id', 'ticket_id']],
    ['lottery_user_round_user', 'lottery_user_round', ['chain_id', 'user', 'lottery_id']],
    ['lottery_event_newest', 'lottery_event', ['chain_id', 'block_number', 'log_index']],
    [
      'lottery_event_round',
      'lottery_event',
      ['chain_id', 'lottery_id', 'block_number', 'log_index'],
    ],
    ['lottery_event_user', 'lottery_event', ['chain_id', 'user', 'block_number', 'log_index']],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = [
  'lottery_event',
  'lottery_user',
  'lottery_user_round',
  'lottery_ticket',
  'lottery_round',
  'lottery_contract',
]

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
