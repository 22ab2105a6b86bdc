/**
 * Answers of the trading battle API as the server sends them (the sdk's apiTypes JSON), for the
 * decoder tests and the battle screen's tests. Each builder takes overrides, so a test states only
 * what matters to it; `competitionInPhase` fills what each phase must carry (the live window's
 * times, the results) so a fixture always passes the decoder's agreement checks unless a test
 * breaks one on purpose.
 */
import type {
  ApiCompetition,
  ApiCompetitionStandings,
  ApiCompetitionTeam,
  ApiCompetitionTier,
  ApiCompetitionTrader,
  ApiCompetitionUser,
  CompetitionPhase,
  CompetitionState,
} from '@ghost/sdk'

export const WEI = 10n ** 18n
export const CONTRACT = '0x00000000000000000000000000000000000000c0'
export const TOKENS: [string, string, string, string] = [
  '0x00000000000000000000000000000000000000c1',
  '0x00000000000000000000000000000000000000c2',
  '0x00000000000000000000000000000000000000c3',
  '0x00000000000000000000000000000000000000c4',
]
export const ALICE = '0x00000000000000000000000000000000000000a1'
export const BOB = '0x00000000000000000000000000000000000000b2'
export const CAROL = '0x00000000000000000000000000000000000000c3'

const CREATED = 1_700_000_000
const DAY = 86_400

/** Twelve tiers: 1,200 USD and 1,200 points for tier 0, then less by 100 each (never zero). */
export function competitionTiers(results: boolean): ApiCompetitionTier[] {
  return Array.from({ length: 12 }, (_, tier) => ({
    tier,
    usdPrize: (BigInt(1_200 - tier * 100) * WEI).toString(),
    points: String(1_200 - tier * 100),
    amounts: results
      ? ([
          ((BigInt(600 - tier * 50) * WEI) / 2n).toString(),
          (BigInt(200 - tier * 10) * WEI).toString(),
          (BigInt(400 - tier * 20) * WEI).toString(),
          String((200 - tier * 10) * 1_000_000),
        ] as [string, string, string, string])
      : null,
    winners: results ? (tier < 2 ? 1 : 0) : null,
    claims: 0,
  }))
}

/**
 * A competition in `phase`, with the times and results that phase carries: opened a day after
 * creation, closed a week later, results published a day after that with a 30-day window.
 */
export function competitionInPhase(
  phase: CompetitionPhase,
  fields: Partial<ApiCompetition> = {},
): ApiCompetition {
  const opened = phase === 'live' || phase === 'calculating' || phase === 'claim'
  const closed = phase === 'calculating' || phase === 'claim'
  const results = phase === 'claim'
  const liveStart = CREATED + DAY
  const liveEnd = liveStart + 7 * DAY
  const state: CompetitionState = phase
  return {
    id: 1,
    contract: CONTRACT,
    phase,
    state,
    tokens: [...TOKENS],
    createdAt: CREATED,
    liveStart: opened ? liveStart : null,
    liveEnd: closed ? liveEnd : null,
    claimEnd: results ? liveEnd + DAY + 30 * DAY : null,
    claimDuration: 30 * DAY,
    campaignId: '35',
    registrants: 3,
    tiers: competitionTiers(results),
    root: results ? `0x${'ab'.repeat(32)}` : null,
    prices: results
      ? [
          { price: '200000000', decimals: 8 },
          { price: '100000000', decimals: 8 },
          { price: '50000000', decimals: 8 },
          { price: '100000000', decimals: 8 },
        ]
      : null,
    funded: [(10_000n * WEI).toString(), (5_000n * WEI).toString(), '0', '0'],
    claimed: ['0', '0', '0', '0'],
    ...fields,
  }
}

export function competitionList(competitions: ApiCompetition[]): { data: ApiCompetition[] } {
  return { data: competitions }
}

export function apiTrader(
  account: string,
  fields: Partial<ApiCompetitionTrader> = {},
): ApiCompetitionTrader {
  return {
    account,
    username: null,
    teamId: 1,
    volume: (1_000n * WEI).toString(),
    rankInTeam: 1,
    teamRank: 1,
    tier: 0,
    ...fields,
  }
}

export function apiStandingTeam(fields: Partial<ApiCompetitionTeam> = {}): ApiCompetitionTeam {
  return {
    teamId: 1,
    name: 'Phantom Phalanx',
    rank: 1,
    volume: (1_000n * WEI).toString(),
    members: 1,
    topTraders: [apiTrader(ALICE)],
    ...fields,
  }
}

export function apiStandings(
  teams: ApiCompetitionTeam[],
  fields: Partial<ApiCompetitionStandings> = {},
): ApiCompetitionStandings {
  return { competitionId: 1, asOf: CREATED + 3 * DAY, final: false, teams, ...fields }
}

/** A wallet that has not registered. */
export function apiUser(
  account: string,
  fields: Partial<ApiCompetitionUser> = {},
): ApiCompetitionUser {
  return {
    account,
    registered: false,
    teamId: null,
    standing: null,
    claim: null,
    claimed: false,
    ...fields,
  }
}
