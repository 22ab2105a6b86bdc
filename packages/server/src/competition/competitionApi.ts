import {
  type ApiCompetition,
  type ApiCompetitionTier,
  type ApiCompetitionTrader,
  COMPETITION_PHASES,
  type CompetitionPhase,
  getCompetitionState,
  type RankedTrader,
} from '@ghost/sdk'
import type { CompetitionRow, CompetitionTierRow } from './handleCompetition'

const phaseOf = (row: CompetitionRow): CompetitionPhase => {
  const phase = COMPETITION_PHASES[row.phase]
  if (phase === undefined) throw new Error(`competition: ${row.id} has phase ${row.phase}`)
  return phase
}

const time = (value: bigint | null): number | null => (value === null ? null : Number(value))

function toApiTier(row: CompetitionTierRow): ApiCompetitionTier {
  const { amount0, amount1, amount2, amount3 } = row
  return {
    tier: row.tier,
    usdPrize: row.usd_prize.toString(),
    points: row.points.toString(),
    amounts:
      amount0 === null || amount1 === null || amount2 === null || amount3 === null
        ? null
        : [amount0.toString(), amount1.toString(), amount2.toString(), amount3.toString()],
    winners: row.winners === null ? null : Number(row.winners),
    claims: Number(row.claims),
  }
}

/** The feeds' answers at publication with their decimals; null before (or if one is missing). */
function pricesOf(row: CompetitionRow): ApiCompetition['prices'] {
  const prices = [row.price0, row.price1, row.price2, row.price3]
  const decimals = [
    row.price_decimals0,
    row.price_decimals1,
    row.price_decimals2,
    row.price_decimals3,
  ]
  const answer: { price: string; decimals: number }[] = []
  for (const [slot, price] of prices.entries()) {
    const scale = decimals[slot]
    if (price === null || scale === null || scale === undefined) return null
    answer.push({ price: price.toString(), decimals: scale })
  }
  return answer
}

/**
 * A competition with its tiers (by tier), its phase as stored and its state at `now` (the
 * indexed head's time) by the sdk's rule.
 */
export function toApiCompetition(
  row: CompetitionRow,
  tiers: readonly CompetitionTierRow[],
  now: bigint,
): ApiCompetition {
  const phase = phaseOf(row)
  return {
    id: Number(row.competition_id),
    contract: row.contract,
    phase,
    state: getCompetitionState({ phase, claimEnd: row.claim_end ?? 0n }, now),
    tokens: [row.token0, row.token1, row.token2, row.token3],
    createdAt: Number(row.created_at),
    liveStart: time(row.live_start),
    liveEnd: time(row.live_end),
    claimEnd: time(row.claim_end),
    claimDuration: Number(row.claim_duration),
    campaignId: row.campaign_id.toString(),
    registrants: Number(row.registrants),
    tiers: tiers
      .filter((tier) => tier.competition === row.id)
      .sort((a, b) => a.tier - b.tier)
      .map(toApiTier),
    root: row.root,
    prices: pricesOf(row),
    funded: [
      row.funded0.toString(),
      row.funded1.toString(),
      row.funded2.toString(),
      row.funded3.toString(),
    ],
    claimed: [
      row.claimed0.toString(),
      row.claimed1.toString(),
      row.claimed2.toString(),
      row.claimed3.toString(),
    ],
  }
}

export function toApiTrader(
  trader: RankedTrader,
  usernames: ReadonlyMap<string, string>,
): ApiCompetitionTrader {
  return {
    account: trader.account,
    username: usernames.get(trader.account) ?? null,
    teamId: trader.teamId,
    volume: trader.volume.toString(),
    rankInTeam: trader.rankInTeam,
    teamRank: trader.teamRank,
    tier: trader.tier,
  }
}
