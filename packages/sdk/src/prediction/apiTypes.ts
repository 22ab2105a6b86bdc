/**
 * The JSON of the prediction game's API (`/v1/{chainId}/prediction/…`), shared by the server
 * that writes it and the web client that decodes it. Conventions as the lottery's
 * (`lottery/apiTypes.ts`): addresses and hashes 0x lowercase, BNB amounts wei as decimal strings
 * (signed where a net figure may be negative), epochs decimal strings, oracle prices the feed's
 * 8-decimal integers as decimal strings, times unix seconds.
 */
import type { PredictionBetSide, PredictionPosition } from './constants'
import type { PredictionBetOutcome, PredictionHistoryFilter } from './getBetOutcome'

/**
 * A round as the index knows it: `open` (started, taking bets), `locked` (live or closing),
 * `ended` (closed with a close price), `canceled` (its close time and the buffer passed, as of
 * the indexed head, without a close).
 */
export const PREDICTION_API_ROUND_STATES = ['open', 'locked', 'ended', 'canceled'] as const
export type ApiPredictionRoundState = (typeof PREDICTION_API_ROUND_STATES)[number]

/** `GET /v1/{chainId}/prediction/rounds` (newest first) and `…/rounds/{epoch}`. */
export type ApiPredictionRound = {
  epoch: string
  state: ApiPredictionRoundState
  startTimestamp: number
  lockTimestamp: number
  closeTimestamp: number
  lockPrice: string | null
  closePrice: string | null
  lockOracleId: string | null
  closeOracleId: string | null
  totalAmount: string
  bullAmount: string
  bearAmount: string
  totalBets: number
  bullBets: number
  bearBets: number
  /** Who took the pot, once ended. */
  position: PredictionPosition | null
  rewardBaseCalAmount: string | null
  rewardAmount: string | null
  treasuryAmount: string | null
}

/** `GET /v1/{chainId}/prediction/rounds?limit&cursor`: newest first, the lottery's `data` list. */
export type ApiPredictionRoundPage = {
  data: ApiPredictionRound[]
  /** Pass as `cursor` for the next (older) page; null on the last. */
  nextCursor: string | null
}

/** `GET /v1/{chainId}/prediction/users/{address}/bets?filter=all|collected|uncollected`. */
export type ApiPredictionBet = {
  epoch: string
  user: string
  position: PredictionBetSide
  amount: string
  createdAt: number
  txHash: string
  outcome: PredictionBetOutcome
  /** Winnings or refund taken. */
  claimed: boolean
  /** What was paid (winnings or refund), once claimed. */
  claimedAmount: string | null
  claimedAt: number | null
  claimedTxHash: string | null
  /** What a won bet is due before it is claimed: its pro-rata share, rounded down. */
  payout: string | null
  round: ApiPredictionRound
}

export type ApiPredictionBetPage = {
  filter: PredictionHistoryFilter
  bets: ApiPredictionBet[]
  /** Pass as `cursor` for the next (older) page; null on the last. */
  nextCursor: string | null
}

/** A player's record over ended rounds (canceled ones count for nothing). */
export type ApiPredictionPlayer = {
  user: string
  roundsPlayed: number
  roundsWon: number
  /** Won rounds over ended rounds played, in basis points (0..10,000). */
  winRate: number
  totalBet: string
  /** Winnings (claimed, or due) less the amount bet, in wei; negative when behind. */
  netBnb: string
}

export const PREDICTION_LEADERBOARD_ORDERS = ['netBnb', 'winRate', 'roundsPlayed'] as const
export type PredictionLeaderboardOrder = (typeof PREDICTION_LEADERBOARD_ORDERS)[number]

/** `GET /v1/{chainId}/prediction/leaderboard?orderBy=…&limit=…` and `…/players/{address}`. */
export type ApiPredictionLeaderboard = {
  orderBy: PredictionLeaderboardOrder
  players: ApiPredictionPlayer[]
}
