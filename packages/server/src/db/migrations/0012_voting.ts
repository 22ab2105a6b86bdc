import { type Kysely, sql } from 'kysely'

// Governance voting (issue 34): proposals and votes are EIP-712 messages wallets sign off chain;
// the server keeps each exactly as signed (the message's JSON text and the signature), beside
// the columns its reads filter and sort by. Addresses and hashes are 0x lowercase text; CAKE
// amounts (voting power, scores) numeric(78,0) in wei; the messages' uint64 times and blocks
// numeric(78,0) too, so any value a signature can carry fits. Rows are written by people, not
// blocks: times of storage are timestamptz.

const now = sql`now()`
const uint = sql`numeric(78,0)`

export async function up(db: Kysely<unknown>): Promise<void> {
  // id is the proposal's EIP-712 digest (sdk getProposalId). type is core or community, by the
  // admin list when it was published. scores (a jsonb array of decimal strings, choice 1
  // first), scores_total and votes cache the tally of voting_vote: written in the transaction
  // that stores each vote.
  await db.schema
    .createTable('voting_proposal')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('author', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('start_time', uint, (column) => column.notNull())
    .addColumn('end_time', uint, (column) => column.notNull())
    .addColumn('snapshot', uint, (column) => column.notNull())
    .addColumn('choice_count', 'integer', (column) => column.notNull())
    .addColumn('author_power', uint, (column) => column.notNull())
    .addColumn('scores', 'jsonb', (column) => column.notNull())
    .addColumn('scores_total', uint, (column) => column.notNull().defaultTo(0))
    .addColumn('votes', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('signature', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('voting_proposal_pkey', ['chain_id', 'id'])
    .addCheckConstraint('voting_proposal_type', sql`type in ('core', 'community')`)
    .execute()

  // One vote per address per proposal: its latest by the signed timestamp (signed_at), with its
  // power at the proposal's snapshot block.
  await db.schema
    .createTable('voting_vote')
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('proposal', 'text', (column) => column.notNull())
    .addColumn('voter', 'text', (column) => column.notNull())
    .addColumn('choice', 'integer', (column) => column.notNull())
    .addColumn('power', uint, (column) => column.notNull())
    .addColumn('signed_at', uint, (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('signature', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('voting_vote_pkey', ['chain_id', 'proposal', 'voter'])
    .addForeignKeyConstraint('voting_vote_proposal', ['chain_id', 'proposal'], 'voting_proposal', [
      'chain_id',
      'id',
    ])
    .execute()

  // The API's reads: proposals by state (active and closed by end, pending by start), each
  // type alone; a proposal's voters by power, highest first.
  await sql`create index voting_proposal_end on voting_proposal (chain_id, end_time, id)`.execute(
    db,
  )
  await sql`create index voting_proposal_start on voting_proposal (chain_id, start_time, id)`.execute(
    db,
  )
  await sql`create index voting_proposal_type_end on voting_proposal (chain_id, type, end_time, id)`.execute(
    db,
  )
  await sql`create index voting_vote_power on voting_vote (chain_id, proposal, power desc, voter)`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voting_vote').execute()
  await db.schema.dropTable('voting_proposal').execute()
}
