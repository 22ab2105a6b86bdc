/**
 * The JSON of the competition and teams API (`/v1/{chainId}/competition/…`, `/v1/{chainId}/teams…`),
 * shared by the server that writes it and the web client that decodes it. Conventions as the
 * other index APIs: addresses and hashes 0x lowercase, amounts in their smallest unit as decimal
 * strings (USD with 18 decimals), times unix seconds.
 */
import type { CompetitionPhase, CompetitionState } from './constants'

export type ApiCompetitionTier = {
  tier: number
  /** One winner's prize in USD (18 decimals) and profile points. */
  usdPrize: string
  points: string
  /** One winner's prize in each token (CAKE, then the partners); null before the results. */
  amounts: [string, string, string, string] | null
  /** Winners in the published results; null before them. */
  winners: number | null
  claims: number
}

export type ApiCompetition = {
  id: number
  contract: string
  phase: CompetitionPhase
  /** On the indexed head's clock. */
  state: CompetitionState
  /** CAKE first, then the three partner tokens. */
  tokens: [string, string, string, string]
  createdAt: number
  /** Set when the operator opens and closes the live window; null before. */
  liveStart: number | null
  liveEnd: number | null
  /** The end of the claim window; null before the results. */
  claimEnd: number | null
  claimDuration: number
  campaignId: string
  registrants: number
  tiers: ApiCompetitionTier[]
  /** The published results root; null before. */
  root: string | null
  /** The feeds' prices at publication (their own decimals), with the decimals; null before. */
  prices: { price: string; decimals: number }[] | null
  funded: [string, string, string, string]
  claimed: [string, string, string, string]
}

export type ApiCompetitionTrader = {
  account: string
  username: string | null
  teamId: number
  /** USD volume through the router in the live window so far (18 decimals). */
  volume: string
  rankInTeam: number
  teamRank: number
  /** The tier these standings give; null with no volume. */
  tier: number | null
}

export type ApiCompetitionTeam = {
  teamId: number
  name: string
  rank: number
  /** The sum of the team's best 500 volumes. */
  volume: string
  members: number
  /** The team's best traders, best first. */
  topTraders: ApiCompetitionTrader[]
}

/** `GET …/competition/competitions/{id}/standings`: live until the window closes, then final. */
export type ApiCompetitionStandings = {
  competitionId: number
  /** The standings' clock: the indexed head's time, or the live window's end once closed. */
  asOf: number
  final: boolean
  teams: ApiCompetitionTeam[]
}

/** `GET …/competition/competitions/{id}/traders/{address}`. */
export type ApiCompetitionUser = {
  account: string
  registered: boolean
  /** The team fixed at registration; null when not registered. */
  teamId: number | null
  standing: ApiCompetitionTrader | null
  /** After the results: the published tier and its proof, or null when not a winner. */
  claim: { tier: number; proof: string[] } | null
  claimed: boolean
}

/**
 * `GET …/competition/competitions/{id}/results`: every winner as the index counts them, with the
 * root their tree gives; `publishedRoot` is what the chain holds (null before the results), so
 * anyone can check the two agree.
 */
export type ApiCompetitionResults = {
  competitionId: number
  liveStart: number
  liveEnd: number
  root: string | null
  publishedRoot: string | null
  tierCounts: number[]
  winners: {
    account: string
    teamId: number
    volume: string
    rankInTeam: number
    teamRank: number
    tier: number
  }[]
}

export type ApiTeam = {
  teamId: number
  name: string
  description: string
  points: string
  members: number
  joinable: boolean
}

export type ApiTeamMember = {
  account: string
  username: string | null
  points: string
  isActive: boolean
}

/** `GET /v1/{chainId}/teams/{id}`: the team and a page of its members (most points first). */
export type ApiTeamDetail = ApiTeam & {
  membersPage: { data: ApiTeamMember[]; nextCursor: string | null }
}
