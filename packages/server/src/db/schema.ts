import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely'

/**
 * int8 columns come back as `bigint` from both drivers (see openDatabase: the parsers are set so),
 * and accept bigint, number or a decimal string on the way in.
 */
export type Int8 = ColumnType<bigint, bigint | number | string, bigint | number | string>

/** Set by the database on insert; written explicitly on update. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** How far the indexer has read one chain: the last block whose events are fully stored. */
export interface ChainCheckpointTable {
  chain_id: number
  block_number: Int8
  /** 0x-prefixed, lowercase, 32 bytes; compared with the chain's hash to detect reorgs. */
  block_hash: string
  updated_at: Timestamp
}

/** Every table the server owns, by table name. New migrations add their table here. */
export interface Database {
  chain_checkpoint: ChainCheckpointTable
}

export type ChainCheckpoint = Selectable<ChainCheckpointTable>
export type NewChainCheckpoint = Insertable<ChainCheckpointTable>
export type ChainCheckpointUpdate = Updateable<ChainCheckpointTable>
