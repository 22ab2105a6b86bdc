import type { ColumnType, RawBuilder } from 'kysely'
import type { Amount } from '../db/columns'

/** Power per choice (choice 1 first) as decimal strings, in jsonb. */
export type ScoresColumn = ColumnType<string[], RawBuilder<string[]>, RawBuilder<string[]>>

/** Set by the database on insert; written explicitly on update. */
type StoredAt = ColumnType<Date, Date | string | undefined, Date | string>

/**
 * A published proposal (migration 0012_voting); id is its EIP-712 digest. The columns other
 * than `message` and `signature` are derived from the message when it was stored.
 */
export interface VotingProposalTable {
  chain_id: number
  id: string
  author: string
  type: 'core' | 'community'
  start_time: Amount
  end_time: Amount
  /** The block whose state gives every voter's power. */
  snapshot: Amount
  choice_count: number
  /** The author's power at the snapshot when published. */
  author_power: Amount
  /** The cached tally of the proposal's votes (updated with each vote). */
  scores: ScoresColumn
  scores_total: Amount
  votes: ColumnType<number, number | undefined, number>
  /** The signed message's JSON, as the author sent it. */
  message: string
  signature: string
  created_at: StoredAt
}

/** An address's counted vote on a proposal: its latest signed one. */
export interface VotingVoteTable {
  chain_id: number
  proposal: string
  voter: string
  /** 1-based. */
  choice: number
  /** At the proposal's snapshot. */
  power: Amount
  /** The message's `timestamp`: a vote replaces this one only when signed later. */
  signed_at: Amount
  message: string
  signature: string
  created_at: StoredAt
  updated_at: StoredAt
}

export interface VotingTables {
  voting_proposal: VotingProposalTable
  voting_vote: VotingVoteTable
}
