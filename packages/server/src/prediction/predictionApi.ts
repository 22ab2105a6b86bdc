import {
  type ApiPredictionBet,
  type ApiPredictionRound,
  type ApiPredictionRoundState,
  getBetOutcome,
  getProRataPayout,
  type PredictionBetSide,
  type PredictionPosition,
  type PredictionRoundPhase,
} from '@ghost/sdk'
import { decimal } from '../rewards/eventsQuery'
import type { PredictionBetRow, PredictionRoundRow } from './handlePrediction'

/** What a round's state depends on beyond its own row. */
export type PredictionClock = {
  /** The indexed head block's time (unix seconds); null when the index cannot tell it. */
  now: bigint | null
  /** The game's `bufferSeconds` as its events last set it. */
  bufferSeconds: bigint
}

/**
 * `ended` once closed; `canceled` when not closed and the head is past its close time plus the
 * buffer (the contract's refund rule; with no known head time nothing is canceled yet); else
 * `locked` once locked, `open` before.
 */
export function getApiRoundState(
  round: Pick<PredictionRoundRow, 'oracle_called' | 'close_timestamp' | 'locked_at'>,
  clock: PredictionClock,
): ApiPredictionRoundState {
  if (round.oracle_called) return 'ended'
  if (clock.now !== null && clock.now > round.close_timestamp + clock.bufferSeconds) {
    return 'canceled'
  }
  return round.locked_at === null ? 'open' : 'locked'
}

/** The screens' phase a state stands for (for the sdk's bet outcome). */
const PHASE: Record<ApiPredictionRoundState, PredictionRoundPhase> = {
  open: 'next',
  locked: 'live',
  ended: 'expired',
  canceled: 'canceled',
}

export function toApiRound(row: PredictionRoundRow, clock: PredictionClock): ApiPredictionRound {
  return {
    epoch: row.epoch.toString(),
    state: getApiRoundState(row, clock),
    startTimestamp: Number(row.start_timestamp),
    lockTimestamp: Number(row.lock_timestamp),
    closeTimestamp: Number(row.close_timestamp),
    lockPrice: decimal(row.lock_price),
    closePrice: decimal(row.close_price),
    lockOracleId: decimal(row.lock_oracle_id),
    closeOracleId: decimal(row.close_oracle_id),
    totalAmount: row.total_amount.toString(),
    bullAmount: row.bull_amount.toString(),
    bearAmount: row.bear_amount.toString(),
    totalBets: Number(row.total_bets),
    bullBets: Number(row.bull_bets),
    bearBets: Number(row.bear_bets),
    position: row.position as PredictionPosition | null,
    rewardBaseCalAmount: decimal(row.reward_base_cal_amount),
    rewardAmount: decimal(row.reward_amount),
    treasuryAmount: decimal(row.treasury_amount),
  }
}

/**
 * A bet with its round: its outcome by the sdk's rules, and for a won bet not yet claimed its
 * pro-rata share (rounded down; the contract's running total may pay it one wei more).
 */
export function toApiBet(
  bet: PredictionBetRow,
  roundRow: PredictionRoundRow,
  clock: PredictionClock,
): ApiPredictionBet {
  const round = toApiRound(roundRow, clock)
  const side = bet.position as PredictionBetSide
  const outcome = getBetOutcome(side, PHASE[round.state], round.position ?? undefined)
  const { reward_base_cal_amount: rewardBaseCalAmount, reward_amount: rewardAmount } = roundRow
  const payout =
    outcome === 'won' && !bet.claimed && rewardBaseCalAmount !== null && rewardAmount !== null
      ? getProRataPayout(bet.amount, { rewardBaseCalAmount, rewardAmount }).toString()
      : null
  return {
    epoch: bet.epoch.toString(),
    user: bet.user,
    position: side,
    amount: bet.amount.toString(),
    createdAt: Number(bet.timestamp),
    txHash: bet.transaction_hash,
    outcome,
    claimed: bet.claimed,
    claimedAmount: decimal(bet.claimed_amount),
    claimedAt: bet.claimed_at === null ? null : Number(bet.claimed_at),
    claimedTxHash: bet.claimed_transaction_hash,
    payout,
    round,
  }
}
