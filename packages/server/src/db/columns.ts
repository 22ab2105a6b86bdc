import type { ColumnType } from 'kysely'

/**
 * Column types shared by the domains' tables (each domain's `tables.ts`), as Kysely reads and
 * writes them.
 */

/**
 * int8 columns come back as `bigint` from both drivers (see openDatabase: the parsers are set so),
 * and accept bigint, number or a decimal string on the way in.
 */
export type Int8 = ColumnType<bigint, bigint | number | string, bigint | number | string>

/** Set by the database on insert; written explicitly on update. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/**
 * numeric(78,0): an integer of up to 78 digits, a bigint both ways (token amounts in wei; USD,
 * BNB values and prices as fixed point with 18 decimals; see migration 0003_dex).
 */
export type Amount = ColumnType<bigint, bigint | string | undefined, bigint | string>

/** A counter or unix time (int8) with a database default of 0 where it is a counter. */
export type Count = ColumnType<
  bigint,
  bigint | number | string | undefined,
  bigint | number | string
>

export type Keyed = {
  chain_id: number
  /** Lowercase address, or a composite id such as `<pair>-<dayId>` (subgraph ids). */
  id: string
}

/** A nullable numeric(78,0) (a uint256 that may be unknown). */
export type NullableAmount = ColumnType<
  bigint | null,
  bigint | string | null | undefined,
  bigint | string | null
>

/** A metadata file's JSON as stored in jsonb (the index keeps it as the file has it). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** Where a reward or squad event happened; id is `<transactionHash>-<logIndex>`. */
export interface LocatedEventColumns extends Keyed {
  transaction_hash: string
  block_number: Count
  log_index: number
  timestamp: Count
}
