import {
  type ApiPredictionPlayer,
  getProRataPayout,
  PREDICTION_BASIS_POINTS,
  type PredictionLeaderboardOrder,
} from '@ghost/sdk'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** A player's figures in bigints, before they become JSON. */
export type PredictionStanding = {
  user: string
  roundsPlayed: bigint
  roundsWon: bigint
  totalBet: bigint
  /** Winnings (claimed, or the pro-rata share of a won bet not yet claimed) less `totalBet`. */
  netBnb: bigint
}

/**
 * Every player's record over ended rounds (closed with a close price), or one wallet's: a House
 * round is lost by both sides; canceled and running rounds count for nothing. Winnings are what
 * a won bet's Claim paid, or, unclaimed, its pro-rata share (rounded down), as the bets' `payout`.
 */
export async function readPredictionStandings(
  db: Kysely<Database>,
  parameters: { chainId: number; user?: string | undefined },
): Promise<PredictionStanding[]> {
  const { chainId, user } = parameters
  const endedBets = () => {
    let select = db
      .selectFrom('prediction_bet as b')
      .innerJoin('prediction_round as r', (join) =>
        join.onRef('r.chain_id', '=', 'b.chain_id').onRef('r.epoch', '=', 'b.epoch'),
      )
      .where('b.chain_id', '=', chainId)
      .where('r.oracle_called', '=', true)
    if (user !== undefined) select = select.where('b.user', '=', user)
    return select
  }
  const totals = await endedBets()
    .select((eb) => [
      'b.user',
      eb.fn.countAll<bigint>().as('played'),
      eb.fn.countAll<bigint>().filterWhereRef('b.position', '=', 'r.position').as('won'),
      eb.fn.sum<bigint>('b.amount').as('bet'),
      eb.fn
        .sum<bigint | null>('b.claimed_amount')
        .filterWhereRef('b.position', '=', 'r.position')
        .as('claimed'),
    ])
    .groupBy('b.user')
    .execute()
  // Won bets not yet claimed: few (players collect), and their share is the sdk's to work out.
  const due = await endedBets()
    .whereRef('b.position', '=', 'r.position')
    .where('b.claimed', '=', false)
    .select(['b.user', 'b.amount', 'r.reward_base_cal_amount', 'r.reward_amount'])
    .execute()
  const dueByUser = new Map<string, bigint>()
  for (const bet of due) {
    const settlement = {
      rewardBaseCalAmount: bet.reward_base_cal_amount ?? 0n,
      rewardAmount: bet.reward_amount ?? 0n,
    }
    const payout = getProRataPayout(bet.amount, settlement)
    dueByUser.set(bet.user, (dueByUser.get(bet.user) ?? 0n) + payout)
  }
  return totals.map((row) => ({
    user: row.user,
    roundsPlayed: BigInt(row.played),
    roundsWon: BigInt(row.won),
    totalBet: BigInt(row.bet),
    netBnb: BigInt(row.claimed ?? 0n) + (dueByUser.get(row.user) ?? 0n) - BigInt(row.bet),
  }))
}

/** Won rounds over rounds played in basis points, rounded down (0 with no round played). */
export function getWinRate(
  standing: Pick<PredictionStanding, 'roundsPlayed' | 'roundsWon'>,
): number {
  if (standing.roundsPlayed === 0n) return 0
  return Number((standing.roundsWon * BigInt(PREDICTION_BASIS_POINTS)) / standing.roundsPlayed)
}

export function toApiPlayer(standing: PredictionStanding): ApiPredictionPlayer {
  return {
    user: standing.user,
    roundsPlayed: Number(standing.roundsPlayed),
    roundsWon: Number(standing.roundsWon),
    winRate: getWinRate(standing),
    totalBet: standing.totalBet.toString(),
    netBnb: standing.netBnb.toString(),
  }
}

const FIGURES: Record<PredictionLeaderboardOrder, (standing: PredictionStanding) => bigint> = {
  netBnb: (standing) => standing.netBnb,
  winRate: (standing) => BigInt(getWinRate(standing)),
  roundsPlayed: (standing) => standing.roundsPlayed,
}

/**
 * The leaderboard's order, total and stable: the chosen figure highest first, then the other two
 * of netBnb, winRate, roundsPlayed in that order (highest first), then the address (lowest first).
 */
export function comparePredictionStandings(
  orderBy: PredictionLeaderboardOrder,
): (a: PredictionStanding, b: PredictionStanding) => number {
  const figures = [
    FIGURES[orderBy],
    ...(Object.keys(FIGURES) as PredictionLeaderboardOrder[])
      .filter((order) => order !== orderBy)
      .map((order) => FIGURES[order]),
  ]
  return (a, b) => {
    for (const figure of figures) {
      const difference = figure(b) - figure(a)
      if (difference !== 0n) return difference > 0n ? 1 : -1
    }
    return a.user < b.user ? -1 : a.user > b.user ? 1 : 0
  }
}
