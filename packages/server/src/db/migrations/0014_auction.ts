import { type CreateTableBuilder, type Kysely, sql } from 'kysely'

// The farm auctions (issue 35): GhostFarmAuction's whitelist of project wallets, each auction,
// each wallet's bids in an auction and every BidPlaced. The rules of 0007_rewards hold: keyed by
// (chain_id, id); addresses and hashes 0x lowercase text; CAKE amounts numeric(78,0), and so are
// an auction's times (uint64: beyond int8); counters, block numbers and block times int8; events
// keyed `{txHash}-{logIndex}`. A migration keeps its own column helpers (decisions: the
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

const nullableCount = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'bigint'), table)

const text = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text', (c) => c.notNull()), table)

const nullableText = (table: Table, ...names: string[]): Table =>
  names.reduce((builder, name) => builder.addColumn(name, 'text'), table)

const flag = (table: Table, ...names: string[]): Table =>
  names.reduce(
    (builder, name) => builder.addColumn(name, 'boolean', (column) => column.notNull()),
    table,
  )

const integer = (table: Table, name: string, nullable = false): Table =>
  table.addColumn(name, 'integer', (column) => (nullable ? column : column.notNull()))

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
    nullableCount(
      integer(
        flag(
          text(keyed(db, 'farm_auction_bidder'), 'account', 'project_name', 'lp_token'),
          'whitelisted',
        ),
        'added_log_index',
      ),
      'removed_at',
    ),
    'added_at',
    'added_block',
    'updated_at',
  ).execute()

  await count(
    nullableText(
      nullableCount(
        amount(
          flag(text(keyed(db, 'farm_auction'), 'started_transaction_hash'), 'closed'),
          'start_time',
          'end_time',
          'initial_bid_amount',
          'total_bids',
          'burned',
          'reclaimed_amount',
        ),
        'closed_at',
        'closed_block',
      ),
      'closed_transaction_hash',
    ),
    'auction_id',
    'winner_count',
    'bidder_count',
    'bids',
    'reclaims',
    'started_at',
    'started_block',
    'updated_at',
  ).execute()

  await count(
    nullableText(
      nullableCount(
        nullableAmount(
          amount(
            integer(
              integer(
                flag(text(keyed(db, 'farm_auction_bid'), 'bidder'), 'winner'),
                'first_bid_order',
              ),
              'winner_rank',
              true,
            ),
            'total',
          ),
          'reclaimed_amount',
        ),
        'reclaimed_at',
      ),
      'reclaim_transaction_hash',
    ),
    'auction_id',
    'bids',
    'first_bid_at',
    'last_bid_at',
    'updated_at',
  ).execute()

  await count(
    amount(
      flag(text(located(keyed(db, 'farm_auction_bid_event')), 'bidder'), 'first_bid'),
      'amount',
      'total',
    ),
    'auction_id',
  ).execute()

  // The API's reads: auctions newest first; the whitelist in listing order; an auction's bids
  // and a wallet's bids; an auction's activity newest first.
  const indexes: [string, string, string[]][] = [
    ['farm_auction_newest', 'farm_auction', ['chain_id', 'auction_id']],
    [
      'farm_auction_bidder_listed',
      'farm_auction_bidder',
      ['chain_id', 'added_block', 'added_log_index'],
    ],
    ['farm_auction_bid_auction', 'farm_auction_bid', ['chain_id', 'auction_id', 'first_bid_order']],
    ['farm_auction_bid_bidder', 'farm_auction_bid', ['chain_id', 'bidder', 'auction_id']],
    [
      'farm_auction_bid_event_auction',
      'farm_auction_bid_event',
      ['chain_id', 'auction_id', 'block_number', 'log_index'],
    ],
  ]
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  }
}

const TABLES = ['farm_auction_bid_event', 'farm_auction_bid', 'farm_auction', 'farm_auction_bidder']

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TABLES) await db.schema.dropTable(name).execute()
}
