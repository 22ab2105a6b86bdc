import {
  COMPETITION_TIER_COUNT,
  RANK_IN_TEAM_GROUPS,
  TEAM_RANK_BUCKETS,
  TEAM_TOP_MEMBERS,
} from './constants'

export type CompetitionRegistrant = {
  account: string
  teamId: number
  /** Registration order (the chain's event order); breaks volume ties, earlier first. */
  order: number
}

export type RankedTrader = {
  account: string
  teamId: number
  /** USD volume in the live window, 18 decimals. */
  volume: bigint
  /** 1-based, inside the trader's team. */
  rankInTeam: number
  teamRank: number
  /** The prize tier; null for a trader with no volume, who wins nothing. */
  tier: number | null
}

export type RankedTeam = {
  teamId: number
  rank: number
  /** The sum of the team's best TEAM_TOP_MEMBERS volumes. */
  volume: bigint
  members: number
}

export type CompetitionRanking = { teams: RankedTeam[]; traders: RankedTrader[] }

/**
 * The prize tier of a trader by its team's rank and its own rank inside the team: team ranks 1,
 * 2 and 3-or-below, each with the groups of RANK_IN_TEAM_GROUPS.
 */
export function getPrizeTier(teamRank: number, rankInTeam: number): number {
  if (!Number.isInteger(teamRank) || teamRank < 1) throw new RangeError(`Bad team rank ${teamRank}`)
  if (!Number.isInteger(rankInTeam) || rankInTeam < 1) {
    throw new RangeError(`Bad rank in team ${rankInTeam}`)
  }
  const bucket = Math.min(teamRank, TEAM_RANK_BUCKETS) - 1
  const group = RANK_IN_TEAM_GROUPS.findIndex((last) => last === null || rankInTeam <= last)
  return bucket * RANK_IN_TEAM_GROUPS.length + group
}

/** The team rank bucket (1, 2, 3 = "3rd or below") and the rank-in-team group of a tier. */
export function describePrizeTier(tier: number): {
  teamRank: number
  firstRank: number
  lastRank: number | null
} {
  if (!Number.isInteger(tier) || tier < 0 || tier >= COMPETITION_TIER_COUNT) {
    throw new RangeError(`Bad tier ${tier}`)
  }
  const groups = RANK_IN_TEAM_GROUPS.length
  const group = tier % groups
  const previous = group === 0 ? 0 : (RANK_IN_TEAM_GROUPS[group - 1] as number)
  return {
    teamRank: Math.floor(tier / groups) + 1,
    firstRank: previous + 1,
    lastRank: RANK_IN_TEAM_GROUPS[group] ?? null,
  }
}

function byVolumeThenOrder(
  a: { volume: bigint; order: number },
  b: { volume: bigint; order: number },
): number {
  if (a.volume !== b.volume) return a.volume > b.volume ? -1 : 1
  return a.order - b.order
}

/**
 * Final standings from the registrants and their live-window volumes: inside each team traders
 * rank by volume (ties: earlier registration first); teams rank by the sum of their best
 * TEAM_TOP_MEMBERS volumes (ties: lower team id first). Only teams with a registrant rank. A
 * trader with no volume keeps a rank but gets no tier: a prize is for trading.
 */
export function rankCompetition(
  registrants: readonly CompetitionRegistrant[],
  volumes: ReadonlyMap<string, bigint>,
): CompetitionRanking {
  const byTeam = new Map<number, (CompetitionRegistrant & { volume: bigint })[]>()
  const seen = new Set<string>()
  for (const registrant of registrants) {
    const account = registrant.account.toLowerCase()
    if (seen.has(account)) throw new Error(`${account} is registered twice`)
    seen.add(account)
    const volume = volumes.get(account) ?? 0n
    if (volume < 0n) throw new RangeError(`Negative volume for ${account}`)
    const members = byTeam.get(registrant.teamId) ?? []
    members.push({ ...registrant, account, volume })
    byTeam.set(registrant.teamId, members)
  }
  const teams = [...byTeam.entries()].map(([teamId, members]) => {
    members.sort(byVolumeThenOrder)
    const volume = members.slice(0, TEAM_TOP_MEMBERS).reduce((sum, m) => sum + m.volume, 0n)
    return { teamId, volume, members }
  })
  teams.sort((a, b) =>
    a.volume !== b.volume ? (a.volume > b.volume ? -1 : 1) : a.teamId - b.teamId,
  )
  const traders: RankedTrader[] = []
  const rankedTeams = teams.map((team, index) => {
    const teamRank = index + 1
    team.members.forEach((member, position) => {
      const rankInTeam = position + 1
      traders.push({
        account: member.account,
        teamId: team.teamId,
        volume: member.volume,
        rankInTeam,
        teamRank,
        tier: member.volume > 0n ? getPrizeTier(teamRank, rankInTeam) : null,
      })
    })
    return {
      teamId: team.teamId,
      rank: teamRank,
      volume: team.volume,
      members: team.members.length,
    }
  })
  return { teams: rankedTeams, traders }
}

/** How many winners each tier has: the `tierCounts` the operator publishes with the root. */
export function countTiers(traders: readonly { tier: number | null }[]): number[] {
  const counts = new Array<number>(COMPETITION_TIER_COUNT).fill(0)
  for (const { tier } of traders) if (tier !== null) counts[tier] = (counts[tier] ?? 0) + 1
  return counts
}
