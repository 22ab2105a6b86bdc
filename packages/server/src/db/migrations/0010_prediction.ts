import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The prediction game (issue 32): the contract's settings and treasury, rounds, bets, each
// wallet's totals, claims and refunds, and treasury claims. The rules of 0007_rewards hold: keyed
// by (chain_id, id); addresses and hashes 0x lowercase text; BNB amounts, epochs, oracle prices
// (int256, signed) and oracle round ids numeric(78,0); counters and unix times int8; events keyed
// `{txHash}-{logIndex}`. A migration keeps its own column helpers (decisions: the lottery's).

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
      flag(
        nullableText(keyed(db, 'prediction_contract'), 'oracle', 'operator', 'treasury'),
        'paused',
      ),
      'current_epoch',
      'min_bet_amount',
      'treasury_amount',
      'treasury_claimed',
    ),
    'interval_seconds',
    'buffer_seconds',
    'treasury_fee',
    'oracle_update_allowance',
    'updated_at',
  ).execute()

  await count(
    nullableAmount(
      amount(
        nullableText(flag(keyed(db, 'prediction_round'), 'oracle_called'), 'position'),
        'epoch',
        'total_amount',
        'bull_amount',
        'bear_amount',
        'claimed_base_amount',
        'claimed_amount',
        'refunded_amount',
      ),
      'lock_price',
      'close_price',
      'lock_oracle_id',
      'close_oracle_id',
      'locked_at',
      'closed_at',
      'reward_base_cal_amount',
      'reward_amount',
      'treasury_amount',
    ),
    'start_timestamp',
    'lock_timestamp',
    'close_timestamp',
    'total_bets',
    'bull_bets',
    'bear_bets',
    'claimed_bets',
    'refunded_bets',
    'updated_at',
  ).execute()

  await count(
    nullableAmount(
      amount(
        nullableText(
          flag(
            text(keyed(db, 'prediction_bet'), 'user', 'position', 'transaction_hash'),
            'claimed',
          ),
          'claimed_transaction_hash',
        ),
        'epoch',
        'amount',
      ),
      'claimed_amount',
      'claimed_at',
      'claimed_block',
    ),
    'block_number',
    'timestamp',
    'updated_at',
  ).execute()

  await count(
    amount(
      keyed(db, 'prediction_user'),
      'amount',
      'bull_amount',
      'bear_amount',
      'claimed_amount',
      'refunded_amount',
    ),
    'bets',
    'bull_bets',
    'bear_bets',
    'claims',
    'refunds',
    'created_at',
    'updated_at',
  ).execute()

  await amount(
    text(located(keyed(db, 'prediction_claim')), 'kind', 'user'),
    'epoch',
    'amount',
  ).execute()

  await amount(
    text(located(keyed(db, 'prediction_treasury_claim')), 'treasury'),
    'amount',
  ).execute()

  // The API's reads: rounds newest first; a wallet's bets newest first; a round's bets (and the
  // leaderboard's join of bets to their rounds); claims per wallet and per round, newest first.
  const indexes: [string, string, string[]][] = [
    ['prediction_round_newest', 'prediction_round', ['chain_id', 'epoch']],
    ['prediction_bet_user', 'prediction_bet', ['chain_id', 'user', 'epoch']],
    ['prediction_bet_round', 'prediction_bet', ['chain_id', 'epoch']],
    [
      'prediction_claim_user',
      'prediction_claim',
      ['chain_id', 'user', 'block_number', 'log_index'],
    ],
    ['prediction_claim_round', 'prediction_claim', ['chain_id', 'epoch']],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = [
  'prediction_treasury_claim',
  'prediction_claim',
  'prediction_user',
  'prediction_bet',
  'prediction_round',
  'prediction_contract',
]

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
