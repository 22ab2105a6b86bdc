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

type Keyed = {
  chain_id: number
  /** Lowercase address, or a composite id such as `<pair>-<dayId>` (subgraph ids). */
  id: string
}

export interface DexFactoryTable extends Keyed {
  pair_count: Count
  tx_count: Count
  total_volume_usd: Amount
  total_volume_bnb: Amount
  untracked_volume_usd: Amount
  total_liquidity_usd: Amount
  total_liquidity_bnb: Amount
}

/** id '1': BNB's price in USD. */
export interface DexBundleTable extends Keyed {
  bnb_price: Amount
}

export interface DexTokenTable extends Keyed {
  symbol: string
  name: string
  decimals: number
  /** Pairs whose other token is whitelisted, comma-separated lowercase addresses (may price it). */
  whitelist_pairs: ColumnType<string, string | undefined, string>
  tx_count: Count
  total_supply: Amount
  trade_volume: Amount
  trade_volume_usd: Amount
  untracked_volume_usd: Amount
  total_liquidity: Amount
  derived_bnb: Amount
}

export interface DexPairTable extends Keyed {
  token0: string
  token1: string
  created_at_timestamp: Count
  created_at_block_number: Count
  tx_count: Count
  reserve0: Amount
  reserve1: Amount
  total_supply: Amount
  reserve_bnb: Amount
  reserve_usd: Amount
  tracked_reserve_bnb: Amount
  /** token0 per token1 and token1 per token0, as the subgraphs name them. */
  token0_price: Amount
  token1_price: Amount
  volume_token0: Amount
  volume_token1: Amount
  volume_usd: Amount
  untracked_volume_usd: Amount
}

/** Where a swap, mint or burn sits; id is `<transactionHash>-<logIndex>`. */
interface DexEventColumns extends Keyed {
  transaction_hash: string
  log_index: number
  block_number: Count
  timestamp: Count
  pair: string
  sender: string
  to: string
  amount_usd: Amount
}

export interface DexSwapTable extends DexEventColumns {
  /** The transaction's sender (the wallet), as the subgraphs' Swap.from. */
  from: string
  amount0_in: Amount
  amount1_in: Amount
  amount0_out: Amount
  amount1_out: Amount
}

export interface DexMintTable extends DexEventColumns {
  liquidity: Amount
  amount0: Amount
  amount1: Amount
}

export type DexBurnTable = DexMintTable

interface PairPeriodColumns extends Keyed {
  pair: string
  token0: string
  token1: string
  reserve0: Amount
  reserve1: Amount
  total_supply: Amount
  reserve_usd: Amount
}

/** id `<pair>-<dayId>`; date is the day's start in unix seconds. */
export interface DexPairDayDataTable extends PairPeriodColumns {
  date: Count
  daily_txns: Count
  daily_volume_token0: Amount
  daily_volume_token1: Amount
  daily_volume_usd: Amount
}

/** id `<pair>-<hourId>`; hour_start_unix is the hour's start in unix seconds. */
export interface DexPairHourDataTable extends PairPeriodColumns {
  hour_start_unix: Count
  hourly_txns: Count
  hourly_volume_token0: Amount
  hourly_volume_token1: Amount
  hourly_volume_usd: Amount
}

interface TokenPeriodColumns extends Keyed {
  token: string
  txns: Count
  volume: Amount
  volume_bnb: Amount
  volume_usd: Amount
  total_liquidity_token: Amount
  total_liquidity_bnb: Amount
  total_liquidity_usd: Amount
  price_usd: Amount
  /** Price in USD at the period's first event, highest, lowest, and at its last event. */
  open: Amount
  high: Amount
  low: Amount
  close: Amount
}

/** id `<token>-<dayId>`. */
export interface DexTokenDayDataTable extends TokenPeriodColumns {
  date: Count
}

/** id `<token>-<hourId>`. */
export interface DexTokenHourDataTable extends TokenPeriodColumns {
  period_start_unix: Count
}

/** Protocol totals per day; id is the day id. */
export interface DexDayDataTable extends Keyed {
  date: Count
  /** The factory's transaction count at the day's last event (cumulative, as the subgraphs' txCount). */
  tx_count: Count
  daily_volume_bnb: Amount
  daily_volume_usd: Amount
  daily_volume_untracked: Amount
  daily_fees_usd: Amount
  total_volume_bnb: Amount
  total_volume_usd: Amount
  total_liquidity_bnb: Amount
  total_liquidity_usd: Amount
}

/** Every table the server owns, by table name. New migrations add their table here. */
export interface Database {
  chain_checkpoint: ChainCheckpointTable
  indexer_block: IndexerBlockTable
  indexer_child: IndexerChildTable
  indexer_journal: IndexerJournalTable
  dex_factory: DexFactoryTable
  dex_bundle: DexBundleTable
  dex_token: DexTokenTable
  dex_pair: DexPairTable
  dex_swap: DexSwapTable
  dex_mint: DexMintTable
  dex_burn: DexBurnTable
  dex_pair_day_data: DexPairDayDataTable
  dex_pair_hour_data: DexPairHourDataTable
  dex_token_day_data: DexTokenDayDataTable
  dex_token_hour_data: DexTokenHourDataTable
  dex_day_data: DexDayDataTable
}

export type ChainCheckpoint = Selectable<ChainCheckpointTable>
export type NewChainCheckpoint = Insertable<ChainCheckpointTable>
export type ChainCheckpointUpdate = Updateable<ChainCheckpointTable>
