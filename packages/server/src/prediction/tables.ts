import type { Amount, Count, Keyed, LocatedEventColumns, NullableAmount } from '../db/columns'

/**
 * The manifest's GhostPrediction (migration 0010_prediction): its settings as its events set them
 * (the constructor emits every one) and its treasury; id is its address.
 */
export interface PredictionContractTable extends Keyed {
  /** The last round started (0 before genesis). */
  current_epoch: Amount
  interval_seconds: Count
  /** How late a round may lock or close; past a round's close time plus this it is canceled. */
  buffer_seconds: Count
  min_bet_amount: Amount
  /** Basis points of a closed round's pot. */
  treasury_fee: Count
  oracle: string | null
  oracle_update_allowance: Count
  operator: string | null
  treasury: string | null
  paused: boolean
  /** Fees and House wins accrued and not yet sent (the contract's `treasuryAmount`). */
  treasury_amount: Amount
  /** Sent to the treasury by claimTreasury, in all. */
  treasury_claimed: Amount
  updated_at: Count
}

/** A round; id is its epoch in decimal. */
export interface PredictionRoundTable extends Keyed {
  epoch: Amount
  start_timestamp: Count
  /** When bets end: set at the start, unchanged by the lock (as the contract keeps it). */
  lock_timestamp: Count
  /** When it may close: set at the start, then moved by the lock to one interval after it. */
  close_timestamp: Count
  /** The feed's 8-decimal answers and their feed rounds; null until locked, closed. */
  lock_price: NullableAmount
  close_price: NullableAmount
  lock_oracle_id: NullableAmount
  close_oracle_id: NullableAmount
  /** Block times of the lock and the close. */
  locked_at: NullableAmount
  closed_at: NullableAmount
  /** Closed with a close price (the contract's `oracleCalled`). */
  oracle_called: boolean
  total_amount: Amount
  bull_amount: Amount
  bear_amount: Amount
  total_bets: Count
  bull_bets: Count
  bear_bets: Count
  /** 'Bull' | 'Bear' | 'House': who took the pot, once its rewards are calculated. */
  position: string | null
  reward_base_cal_amount: NullableAmount
  reward_amount: NullableAmount
  treasury_amount: NullableAmount
  /** Winning bets claimed so far (the contract's `claimedBaseAmount`) and what they were paid. */
  claimed_base_amount: Amount
  claimed_amount: Amount
  claimed_bets: Count
  /** Refunds of a canceled round. */
  refunded_amount: Amount
  refunded_bets: Count
  updated_at: Count
}

/** A wallet's bet in a round (one at most); id is `<epoch>-<user>`. */
export interface PredictionBetTable extends Keyed {
  epoch: Amount
  user: string
  /** 'Bull' | 'Bear'. */
  position: string
  amount: Amount
  /** Winnings (Claim) or the refund (Refund) taken. */
  claimed: boolean
  claimed_amount: NullableAmount
  claimed_at: NullableAmount
  claimed_block: NullableAmount
  claimed_transaction_hash: string | null
  block_number: Count
  timestamp: Count
  transaction_hash: string
  updated_at: Count
}

/** A wallet's totals from its bets, claims and refunds (events only; the API ranks by rounds). */
export interface PredictionUserTable extends Keyed {
  bets: Count
  bull_bets: Count
  bear_bets: Count
  amount: Amount
  bull_amount: Amount
  bear_amount: Amount
  claims: Count
  claimed_amount: Amount
  refunds: Count
  refunded_amount: Amount
  /** Block time of the first bet. */
  created_at: Count
  updated_at: Count
}

/** One Claim (winnings) or Refund (a canceled round's bet) event. */
export interface PredictionClaimTable extends LocatedEventColumns {
  /** 'claim' | 'refund'. */
  kind: string
  epoch: Amount
  user: string
  amount: Amount
}

/** One claimTreasury: fees and House wins sent to the treasury. */
export interface PredictionTreasuryClaimTable extends LocatedEventColumns {
  treasury: string
  amount: Amount
}

/** The prediction game's index. */
export interface PredictionTables {
  prediction_contract: PredictionContractTable
  prediction_round: PredictionRoundTable
  prediction_bet: PredictionBetTable
  prediction_user: PredictionUserTable
  prediction_claim: PredictionClaimTable
  prediction_treasury_claim: PredictionTreasuryClaimTable
}
