/**
 * The prediction game's index from the API (`/v1/{chainId}/prediction/…`): rounds newest first,
 * one round by epoch, a player's bets (filtered, paged by cursor), the leaderboard and one
 * player's record. The JSON is the sdk's `apiTypes` contract; every answer is decoded field by
 * field, enums included, so a server of another release that sends something new fails here
 * with `NftApiError` (the one API client's error, naming the field) instead of deep in a screen.
 * A round or a player the index does not know answers null.
 */
import {
  type ApiPredictionBet,
  type ApiPredictionBetPage,
  type ApiPredictionLeaderboard,
  type ApiPredictionPlayer,
  type ApiPredictionRound,
  type ApiPredictionRoundPage,
  PREDICTION_API_ROUND_STATES,
  PREDICTION_HISTORY_FILTERS,
  PREDICTION_LEADERBOARD_ORDERS,
  PREDICTION_POSITIONS,
  type PredictionBetOutcome,
  type PredictionBetSide,
  type PredictionHistoryFilter,
  type PredictionLeaderboardOrder,
} from '@ghost/sdk'
import {
  address,
  array,
  boolean,
  count,
  cursorPage,
  DecodeError,
  type Decoder,
  digits,
  fieldPath,
  hash,
  nullable,
  object,
  oneOf,
  pageCursor,
} from '../decode'
import {
  areaPath,
  type CursorPageQuery,
  getNftApi,
  type NftApiClient,
  type NftApiReadOptions,
  nullIfNotFound,
} from '../nfts/nftApiClient'

export type {
  ApiPredictionBet,
  ApiPredictionBetPage,
  ApiPredictionLeaderboard,
  ApiPredictionPlayer,
  ApiPredictionRound,
  ApiPredictionRoundPage,
  ApiPredictionRoundState,
  PredictionBetOutcome,
  PredictionHistoryFilter,
  PredictionLeaderboardOrder,
} from '@ghost/sdk'

/** A record, so a new outcome in the sdk fails to compile until it is listed here. */
const BET_OUTCOMES: Record<PredictionBetOutcome, true> = {
  running: true,
  won: true,
  lost: true,
  reclaim: true,
}
const BET_SIDES = PREDICTION_POSITIONS.filter(
  (position): position is PredictionBetSide => position !== 'House',
)

/** Unix seconds and counts: JSON numbers only (the API never sends them as text). */
const time = count

/** A signed wei amount (a net result may be negative). */
const signedDigits: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && /^-?\d+$/.test(value) && value !== '-0') return value
  throw new DecodeError(path, 'an integer string', value)
}

/** Basis points, 0..10,000. */
const basisPoints: Decoder<number> = (value, path) => {
  const result = count(value, path)
  if (result > 10_000) throw new DecodeError(path, 'basis points from 0 to 10000', value)
  return result
}

export const decodePredictionRound: Decoder<ApiPredictionRound> = object({
  epoch: digits,
  state: oneOf(...PREDICTION_API_ROUND_STATES),
  startTimestamp: time,
  lockTimestamp: time,
  closeTimestamp: time,
  lockPrice: nullable(digits),
  closePrice: nullable(digits),
  lockOracleId: nullable(digits),
  closeOracleId: nullable(digits),
  totalAmount: digits,
  bullAmount: digits,
  bearAmount: digits,
  totalBets: count,
  bullBets: count,
  bearBets: count,
  position: nullable(oneOf(...PREDICTION_POSITIONS)),
  rewardBaseCalAmount: nullable(digits),
  rewardAmount: nullable(digits),
  treasuryAmount: nullable(digits),
})

const decodeBetFields: Decoder<ApiPredictionBet> = object({
  epoch: digits,
  user: address,
  position: oneOf(...BET_SIDES),
  amount: digits,
  createdAt: time,
  txHash: hash,
  outcome: oneOf(...(Object.keys(BET_OUTCOMES) as PredictionBetOutcome[])),
  claimed: boolean,
  claimedAmount: nullable(digits),
  claimedAt: nullable(time),
  claimedTxHash: nullable(hash),
  payout: nullable(digits),
  round: decodePredictionRound,
})

/** A bet, and its round: a bet carrying another epoch's round would show the wrong result. */
export const decodePredictionBet: Decoder<ApiPredictionBet> = (value, path) => {
  const bet = decodeBetFields(value, path)
  if (bet.round.epoch !== bet.epoch) {
    throw new DecodeError(fieldPath(path, 'round.epoch'), `epoch ${bet.epoch}`, bet.round.epoch)
  }
  return bet
}

export const decodePredictionBetPage: Decoder<ApiPredictionBetPage> = object({
  filter: oneOf(...PREDICTION_HISTORY_FILTERS),
  bets: array(decodePredictionBet),
  nextCursor: nullable(pageCursor),
})

const decodePlayerFields: Decoder<ApiPredictionPlayer> = object({
  user: address,
  roundsPlayed: count,
  roundsWon: count,
  winRate: basisPoints,
  totalBet: digits,
  netBnb: signedDigits,
})

export const decodePredictionPlayer: Decoder<ApiPredictionPlayer> = (value, path) => {
  const player = decodePlayerFields(value, path)
  if (player.roundsWon > player.roundsPlayed) {
    throw new DecodeError(
      fieldPath(path, 'roundsWon'),
      `at most roundsPlayed (${player.roundsPlayed})`,
      player.roundsWon,
    )
  }
  return player
}

export const decodePredictionLeaderboard: Decoder<ApiPredictionLeaderboard> = object({
  orderBy: oneOf(...PREDICTION_LEADERBOARD_ORDERS),
  players: array(decodePredictionPlayer),
})

export const decodePredictionRoundPage: Decoder<ApiPredictionRoundPage> =
  cursorPage(decodePredictionRound)

export type PredictionRoundsPage = CursorPageQuery

const predictionPath = areaPath('prediction')

/** A page of rounds, newest first. */
export function getPredictionRounds(
  client: NftApiClient,
  page: PredictionRoundsPage = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiPredictionRoundPage> {
  return getNftApi(client, predictionPath(client, 'rounds'), decodePredictionRoundPage, {
    query: page,
    signal,
  })
}

/** One round; null when the index has no round of that epoch. */
export function getPredictionRound(
  client: NftApiClient,
  epoch: bigint,
  { signal }: NftApiReadOptions = {},
): Promise<ApiPredictionRound | null> {
  return nullIfNotFound(
    getNftApi(client, predictionPath(client, 'rounds', epoch.toString()), decodePredictionRound, {
      signal,
    }),
  )
}

export type PredictionBetsQuery = CursorPageQuery & { filter: PredictionHistoryFilter }

/** A player's bets, newest first, one page. */
export function getPredictionBets(
  client: NftApiClient,
  user: string,
  query: PredictionBetsQuery,
  { signal }: NftApiReadOptions = {},
): Promise<ApiPredictionBetPage> {
  return getNftApi(
    client,
    predictionPath(client, 'users', user.toLowerCase(), 'bets'),
    decodePredictionBetPage,
    { query, signal },
  )
}

export type PredictionLeaderboardQuery = {
  orderBy: PredictionLeaderboardOrder
  limit?: number | undefined
}

export function getPredictionLeaderboard(
  client: NftApiClient,
  query: PredictionLeaderboardQuery,
  { signal }: NftApiReadOptions = {},
): Promise<ApiPredictionLeaderboard> {
  return getNftApi(client, predictionPath(client, 'leaderboard'), decodePredictionLeaderboard, {
    query,
    signal,
  })
}

/** One player's record; null for a wallet the index has no ended round of. */
export function getPredictionPlayer(
  client: NftApiClient,
  user: string,
  { signal }: NftApiReadOptions = {},
): Promise<ApiPredictionPlayer | null> {
  return nullIfNotFound(
    getNftApi(
      client,
      predictionPath(client, 'players', user.toLowerCase()),
      decodePredictionPlayer,
      { signal },
    ),
  )
}
