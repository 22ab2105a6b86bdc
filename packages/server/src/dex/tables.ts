import type { ColumnType } from 'kysely'
import type { Amount, Count, Keyed } from '../db/columns'

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

/** The DEX index (the subgraphs' entities). */
export interface DexTables {
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
