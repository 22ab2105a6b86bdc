/**
 * Answers of the prediction API as the server sends them (the sdk's apiTypes JSON), for the
 * decoder tests and the history and leaderboard screens' tests. Each builder takes overrides, so
 * a test states only what matters to it.
 */
import type {
  ApiPredictionBet,
  ApiPredictionBetPage,
  ApiPredictionLeaderboard,
  ApiPredictionPlayer,
  ApiPredictionRound,
  PredictionHistoryFilter,
} from '@ghost/sdk'

export const PLAYER = '0x00000000000000000000000000000000000000d1'
export const BNB = 10n ** 18n
/** The feed's 8 decimals: $600.00000000. */
export const PRICE_600 = '60000000000'

const START = 1_700_000_000

/** An ended round: UP won (the close above the lock), 2 BNB against 1 BNB, fee 3%. */
export function predictionRound(
  epoch: number,
  fields: Partial<ApiPredictionRound> = {},
): ApiPredictionRound {
  const start = START + epoch * 300
  return {
    epoch: String(epoch),
    state: 'ended',
    startTimestamp: start,
    lockTimestamp: start + 300,
    closeTimestamp: start + 600,
    lockPrice: PRICE_600,
    closePrice: '60100000000',
    lockOracleId: String(epoch * 2),
    closeOracleId: String(epoch * 2 + 1),
    totalAmount: (3n * BNB).toString(),
    bullAmount: (2n * BNB).toString(),
    bearAmount: BNB.toString(),
    totalBets: 3,
    bullBets: 2,
    bearBets: 1,
    position: 'Bull',
    rewardBaseCalAmount: (2n * BNB).toString(),
    rewardAmount: ((3n * BNB * 97n) / 100n).toString(),
    treasuryAmount: ((3n * BNB * 3n) / 100n).toString(),
    ...fields,
  }
}

/** A won, unclaimed UP bet of 1 BNB in an ended round. */
export function predictionBet(
  epoch: number,
  fields: Partial<ApiPredictionBet> = {},
): ApiPredictionBet {
  return {
    epoch: String(epoch),
    user: PLAYER,
    position: 'Bull',
    amount: BNB.toString(),
    createdAt: START + epoch * 300 + 10,
    txHash: `0x${epoch.toString(16).padStart(64, '0')}`,
    outcome: 'won',
    claimed: false,
    claimedAmount: null,
    claimedAt: null,
    claimedTxHash: null,
    payout: '1455000000000000000',
    round: predictionRound(epoch),
    ...fields,
  }
}

export function betPage(
  bets: ApiPredictionBet[],
  filter: PredictionHistoryFilter = 'all',
  nextCursor: string | null = null,
): ApiPredictionBetPage {
  return { filter, bets, nextCursor }
}

export function predictionPlayer(
  user: string,
  fields: Partial<ApiPredictionPlayer> = {},
): ApiPredictionPlayer {
  return {
    user,
    roundsPlayed: 10,
    roundsWon: 6,
    winRate: 6000,
    totalBet: (10n * BNB).toString(),
    netBnb: (BNB / 2n).toString(),
    ...fields,
  }
}

export function leaderboard(
  players: ApiPredictionPlayer[],
  orderBy: ApiPredictionLeaderboard['orderBy'] = 'netBnb',
): ApiPredictionLeaderboard {
  return { orderBy, players }
}
