import type { ColumnType } from 'kysely'
import type { Amount, Count, Keyed, NullableAmount } from '../db/columns'

/** A nullable int8 (a block time or number that is unknown until an event sets it). */
export type NullableCount = ColumnType<
  bigint | null,
  bigint | number | string | null | undefined,
  bigint | number | string | null
>

/**
 * One competition of a GhostTradingCompetition (migration 0013_competition); id
 * `<contract>-<competitionId>`, so a redeployed contract's competition 0 is a new row. Its four
 * tokens, feeds and per-token amounts are columns 0 to 3, CAKE first (the contract's order).
 */
export interface CompetitionTable extends Keyed {
  contract: string
  competition_id: Count
  token0: string
  token1: string
  token2: string
  token3: string
  feed0: string
  feed1: string
  feed2: string
  feed3: string
  /** The contract's Phase: 0 registration, 1 live, 2 calculating, 3 claim, 4 cancelled. */
  phase: number
  registrants: Count
  tier_count: number
  /** Block times of startLive and endLive; null until then. */
  live_start: NullableCount
  live_end: NullableCount
  /** Where endLive was indexed: the final standings are remembered under this block's hash. */
  end_live_block: NullableCount
  end_live_block_hash: string | null
  /** When the competition was cancelled (its window, if live, closed then); null if not. */
  cancelled_at: NullableCount
  /** uint64s the owner chooses: numeric, so any value the contract takes fits. */
  claim_duration: Amount
  max_price_age: Amount
  claim_end: NullableAmount
  campaign_id: Amount
  /** The published root; null before the results. */
  root: string | null
  /** The feeds' answers at publication and each feed's decimals; null before. */
  price0: NullableAmount
  price1: NullableAmount
  price2: NullableAmount
  price3: NullableAmount
  price_decimals0: number | null
  price_decimals1: number | null
  price_decimals2: number | null
  price_decimals3: number | null
  funded0: Amount
  funded1: Amount
  funded2: Amount
  funded3: Amount
  claimed0: Amount
  claimed1: Amount
  claimed2: Amount
  claimed3: Amount
  swept0: Amount
  swept1: Amount
  swept2: Amount
  swept3: Amount
  created_at: Count
  created_block: Count
  created_transaction_hash: string
  updated_at: Count
}

/** One prize tier of a competition; id `<competition>-<tier>`. */
export interface CompetitionTierTable extends Keyed {
  competition: string
  tier: number
  usd_prize: Amount
  points: Amount
  /** One winner's prize in each token (TierPrizes); null before the results. */
  amount0: NullableAmount
  amount1: NullableAmount
  amount2: NullableAmount
  amount3: NullableAmount
  /** The published count of winners; null before the results. */
  winners: NullableCount
  claims: Count
}

/**
 * A wallet registered in a competition; id `<competition>-<account>`. Its Registered event's place
 * in the chain (block, log index) is the registration order that breaks volume ties.
 */
export interface CompetitionRegistrationTable extends Keyed {
  competition: string
  account: string
  team_id: Count
  block_number: Count
  log_index: number
  timestamp: Count
  transaction_hash: string
  /** What its claim paid; null until it claims. */
  claimed_tier: number | null
  claimed_amount0: NullableAmount
  claimed_amount1: NullableAmount
  claimed_amount2: NullableAmount
  claimed_amount3: NullableAmount
  claimed_points: NullableAmount
  claimed_at: NullableCount
  claim_transaction_hash: string | null
}

/** The trading competitions' index. */
export interface CompetitionTables {
  competition: CompetitionTable
  competition_tier: CompetitionTierTable
  competition_registration: CompetitionRegistrationTable
}
