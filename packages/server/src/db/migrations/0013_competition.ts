import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The trading competitions (issue 35): each competition of a GhostTradingCompetition, its prize
// tiers and its registrations, and the index the volume query reads swaps by. The rules of
// 0007_rewards hold: keyed by (chain_id, id); addresses and hashes 0x lowercase text; token
// amounts, prices and uint256/uint64 settings numeric(78,0); counters, block numbers and block
// times int8; tiers and log indexes integer. A migration keeps its own column helpers.

type Table = CreateTableBuilder<string, never>

const TOKENS = [0, 1, 2, 3]

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

const nullableCount = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'bigint'), table)

const integer = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'integer', (c) => c.notNull()), table)

const nullableInteger = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'integer'), table)

const text = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text', (c) => c.notNull()), table)

const nullableText = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text'), table)

/** `prefix0` … `prefix3`: one column per prize token. */
const perToken = (prefix: string): string[] => TOKENS.map((index) => `${prefix}${index}`)

const keyed = (db: Kysely<unknown>, name: string): Table =>
  db.schema
    .createTable(name)
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint(`${name}_pkey`, ['chain_id', 'id'])

export async function up(db: Kysely<unknown>): Promise<void> {
  await count(
    nullableCount(
      amount(
        nullableAmount(
          nullableInteger(
            integer(
              nullableText(
                text(
                  keyed(db, 'competition'),
                  'contract',
                  ...perToken('token'),
                  ...perToken('feed'),
                  'created_transaction_hash',
                ),
                'end_live_block_hash',
                'root',
              ),
              'phase',
              'tier_count',
            ),
            ...perToken('price_decimals'),
          ),
          'claim_end',
          ...perToken('price'),
        ),
        'claim_duration',
        'max_price_age',
        'campaign_id',
        ...perToken('funded'),
        ...perToken('claimed'),
        ...perToken('swept'),
      ),
      'live_start',
      'live_end',
      'end_live_block',
      'cancelled_at',
    ),
    'competition_id',
    'registrants',
    'created_at',
    'created_block',
    'updated_at',
  ).execute()

  await count(
    nullableCount(
      nullableAmount(
        amount(
          integer(text(keyed(db, 'competition_tier'), 'competition'), 'tier'),
          'usd_prize',
          'points',
        ),
        ...perToken('amount'),
      ),
      'winners',
    ),
    'claims',
  ).execute()

  await nullableCount(
    nullableAmount(
      nullableInteger(
        count(
          integer(
            nullableText(
              text(
                keyed(db, 'competition_registration'),
                'competition',
                'account',
                'transaction_hash',
              ),
              'claim_transaction_hash',
            ),
            'log_index',
          ),
          'team_id',
          'block_number',
          'timestamp',
        ),
        'claimed_tier',
      ),
      ...perToken('claimed_amount'),
      'claimed_points',
    ),
    'claimed_at',
  ).execute()

  // The API's reads: a contract's competitions newest first; a competition's tiers and its
  // registrants in registration order; a wallet's registrations.
  const indexes: [string, string, string[]][] = [
    ['competition_newest', 'competition', ['chain_id', 'contract', 'competition_id']],
    ['competition_tier_competition', 'competition_tier', ['chain_id', 'competition', 'tier']],
    [
      'competition_registration_order',
      'competition_registration',
      ['chain_id', 'competition', 'block_number', 'log_index'],
    ],
    ['competition_registration_account', 'competition_registration', ['chain_id', 'account']],
    // A competition's volume: each registrant's swaps (transaction sender) in the live window.
    ['dex_swap_from_time', 'dex_swap', ['chain_id', 'from', 'timestamp']],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = ['competition_registration', 'competition_tier', 'competition']

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('dex_swap_from_time').execute()
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
