import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely'
import type { Int8, Timestamp } from '../db/columns'

/** How far the indexer has read one chain: the last block whose events are fully stored. */
export interface ChainCheckpointTable {
  chain_id: number
  block_number: Int8
  /** 0x-prefixed, lowercase, 32 bytes; compared with the chain's hash to detect reorgs. */
  block_hash: string
  updated_at: Timestamp
}

/** A recent block whose hash the indexer keeps, to find the fork point of a reorg. */
export interface IndexerBlockTable {
  chain_id: number
  number: Int8
  /** 0x-prefixed, lowercase. */
  hash: string
  /** Unix seconds. */
  timestamp: Int8
}

/** A contract a factory announced (a pair from PairCreated); its logs are read from then on. */
export interface IndexerChildTable {
  chain_id: number
  /** The LogSource name the child belongs to. */
  source: string
  /** Lowercase. */
  address: string
  block_number: Int8
}

/**
 * The image of an entity row before its first change in one block (null: it did not exist), so
 * a reorg can undo the blocks above the fork point. Bigints are stored as decimal strings.
 */
export interface IndexerJournalTable {
  chain_id: number
  block_number: Int8
  table_name: string
  entity_id: string
  previous: ColumnType<Record<string, unknown> | null, string | null, string | null>
}

/** The indexer's own tables: where it is, and what it needs to undo a reorg. */
export interface IndexerTables {
  chain_checkpoint: ChainCheckpointTable
  indexer_block: IndexerBlockTable
  indexer_child: IndexerChildTable
  indexer_journal: IndexerJournalTable
}

export type ChainCheckpoint = Selectable<ChainCheckpointTable>
export type NewChainCheckpoint = Insertable<ChainCheckpointTable>
export type ChainCheckpointUpdate = Updateable<ChainCheckpointTable>
