/**
 * The trading battle's index (`/v1/{chainId}/competition/…`): the competitions, newest first; one
 * competition with its prize tiers; its standings (teams by rank with their best traders); and a
 * wallet's part in it (its team, its standing, and after the results its tier with the proof its
 * claim sends). The JSON is the sdk's `apiTypes` contract; every answer is decoded field by field
 * and its parts must agree (a state its phase allows, results exactly when the phase has them,
 * tiers in order, teams ranked 1, 2, 3…, the standings and the wallet asked for), so an answer
 * from a server of another release fails here as one `NftApiError` naming the field, never as a
 * crash in the prize table or a claim with someone else's proof.
 */
import {
  type ApiCompetition,
  type ApiCompetitionStandings,
  type ApiCompetitionTeam,
  type ApiCompetitionTier,
  type ApiCompetitionTrader,
  type ApiCompetitionUser,
  COMPETITION_PHASES,
  COMPETITION_TIER_COUNT,
  type CompetitionState,
} from '@ghost/sdk'
import {
  address,
  array,
  boolean,
  count,
  countFromOne,
  DecodeError,
  type Decoder,
  digits,
  eachOnce,
  fieldPath,
  hash,
  nullable,
  object,
  oneOf,
  rankedOnce,
  text,
  unixTime,
} from '../decode'
import {
  areaPath,
  getNftApi,
  type NftApiClient,
  type NftApiReadOptions,
} from '../nfts/nftApiClient'
import { teamId } from '../teams/teamsApi'

export type {
  ApiCompetition,
  ApiCompetitionStandings,
  ApiCompetitionTeam,
  ApiCompetitionTier,
  ApiCompetitionTrader,
  ApiCompetitionUser,
} from '@ghost/sdk'

type Quad<Item> = [Item, Item, Item, Item]

/** CAKE and the three partner tokens, always four, in that order. */
function quad<Item>(item: Decoder<Item>): Decoder<Quad<Item>> {
  const list = array(item)
  return (value, path) => {
    const items = list(value, path)
    if (items.length !== 4) throw new DecodeError(path, 'four entries', value)
    return items as Quad<Item>
  }
}

/** A record, so a new state in the sdk fails to compile until it is listed here. */
const STATES: Record<CompetitionState, true> = {
  registration: true,
  live: true,
  calculating: true,
  claim: true,
  over: true,
  cancelled: true,
}

const phase = oneOf(...COMPETITION_PHASES)
const state = oneOf(...(Object.keys(STATES) as CompetitionState[]))

/** A prize tier's index: 0 to COMPETITION_TIER_COUNT − 1 (team rank × rank-in-team group). */
export const tierIndex: Decoder<number> = (value, path) => {
  const tier = count(value, path)
  if (tier >= COMPETITION_TIER_COUNT) {
    throw new DecodeError(path, `a tier from 0 to ${COMPETITION_TIER_COUNT - 1}`, value)
  }
  return tier
}

const rank = countFromOne('a rank from 1')

const decodeTier: Decoder<ApiCompetitionTier> = object<ApiCompetitionTier>({
  tier: tierIndex,
  usdPrize: digits,
  points: digits,
  amounts: nullable(quad(digits)),
  winners: nullable(count),
  claims: count,
})

const tierList = array(decodeTier)

/** Every tier once, in index order from 0: the prize table's rows and a claim's tier agree. */
const decodeTiers: Decoder<ApiCompetitionTier[]> = (value, path) => {
  const tiers = tierList(value, path)
  if (tiers.length === 0) throw new DecodeError(path, 'at least one tier', value)
  for (const [index, tier] of tiers.entries()) {
    if (tier.tier !== index) {
      throw new DecodeError(`${path}[${index}].tier`, `tier ${index}`, tier.tier)
    }
  }
  return tiers
}

const decodeCompetitionFields: Decoder<ApiCompetition> = object<ApiCompetition>({
  id: count,
  contract: address,
  phase,
  state,
  tokens: quad(address),
  createdAt: unixTime,
  liveStart: nullable(unixTime),
  liveEnd: nullable(unixTime),
  claimEnd: nullable(unixTime),
  claimDuration: count,
  campaignId: digits,
  registrants: count,
  tiers: decodeTiers,
  root: nullable(hash),
  prices: nullable(quad(object({ price: digits, decimals: count }))),
  funded: quad(digits),
  claimed: quad(digits),
})

/**
 * A competition whose parts agree with its phase: the state is the phase (or "over" for a claim
 * phase past its window); the live window's times are there once it opened and closed; the
 * results (root, claim end, prices, every tier's amounts and winners) exactly in the claim phase,
 * which is the only phase GhostTradingCompetition publishes them in.
 */
export const decodeCompetition: Decoder<ApiCompetition> = (value, path) => {
  const competition = decodeCompetitionFields(value, path)
  const fail = (field: string, expected: string, got: unknown): never => {
    throw new DecodeError(fieldPath(path, field), expected, got)
  }
  const { phase: stored } = competition
  if (competition.state !== stored && !(stored === 'claim' && competition.state === 'over')) {
    fail('state', `the state of phase "${stored}"`, competition.state)
  }
  if (new Set(competition.tokens).size !== 4) fail('tokens', 'four different tokens', 'a repeat')
  const opened = stored === 'live' || stored === 'calculating' || stored === 'claim'
  const closed = stored === 'calculating' || stored === 'claim'
  if (opened && competition.liveStart === null) fail('liveStart', 'a time', null)
  if (closed && competition.liveEnd === null) fail('liveEnd', 'a time', null)
  if (
    competition.liveStart !== null &&
    competition.liveEnd !== null &&
    competition.liveEnd < competition.liveStart
  ) {
    fail('liveEnd', `a time from liveStart (${competition.liveStart})`, competition.liveEnd)
  }
  const results = stored === 'claim'
  const expected = results ? 'the published results' : 'null before the results'
  if ((competition.root !== null) !== results) fail('root', expected, competition.root)
  if ((competition.claimEnd !== null) !== results) fail('claimEnd', expected, competition.claimEnd)
  if ((competition.prices !== null) !== results) fail('prices', expected, competition.prices)
  for (const [index, tier] of competition.tiers.entries()) {
    if ((tier.amounts !== null) !== results) fail(`tiers[${index}].amounts`, expected, tier.amounts)
    if ((tier.winners !== null) !== results) fail(`tiers[${index}].winners`, expected, tier.winners)
  }
  return competition
}

/** A competition that must be `id`: another one's tiers must not show under its number. */
export function decodeCompetitionOf(id: number): Decoder<ApiCompetition> {
  return (value, path) => {
    const competition = decodeCompetition(value, path)
    if (competition.id !== id) {
      throw new DecodeError(fieldPath(path, 'id'), `competition ${id}`, competition.id)
    }
    return competition
  }
}

const competitionList = object({ data: array(decodeCompetition) })

/**
 * The list's competitions, newest (highest id) first, each once. A `nextCursor` beside `data`
 * is ignored: the screen shows the latest ones, and the first page holds them.
 */
export const decodeCompetitions: Decoder<ApiCompetition[]> = (value, path) => {
  const { data } = competitionList(value, path)
  eachOnce(data, fieldPath(path, 'data'), 'id', 'competition')
  return [...data].sort((a, b) => b.id - a.id)
}

export const decodeCompetitionTrader: Decoder<ApiCompetitionTrader> = object<ApiCompetitionTrader>({
  account: address,
  username: nullable(text),
  teamId,
  volume: digits,
  rankInTeam: rank,
  teamRank: rank,
  tier: nullable(tierIndex),
})

const decodeTeamFields: Decoder<ApiCompetitionTeam> = object<ApiCompetitionTeam>({
  teamId,
  name: text,
  rank,
  volume: digits,
  members: count,
  topTraders: array(decodeCompetitionTrader),
})

/** A team whose traders are its own, in its rank, best first. */
export const decodeCompetitionTeam: Decoder<ApiCompetitionTeam> = (value, path) => {
  const team = decodeTeamFields(value, path)
  let previous = 0
  for (const [index, trader] of team.topTraders.entries()) {
    const at = (field: string) => fieldPath(path, `topTraders[${index}].${field}`)
    if (trader.teamId !== team.teamId) {
      throw new DecodeError(at('teamId'), `team ${team.teamId}`, trader.teamId)
    }
    if (trader.teamRank !== team.rank) {
      throw new DecodeError(at('teamRank'), `the team's rank ${team.rank}`, trader.teamRank)
    }
    if (trader.rankInTeam <= previous) {
      throw new DecodeError(at('rankInTeam'), `a rank after ${previous}`, trader.rankInTeam)
    }
    previous = trader.rankInTeam
  }
  return team
}

const decodeStandingsFields: Decoder<ApiCompetitionStandings> = object<ApiCompetitionStandings>({
  competitionId: count,
  asOf: unixTime,
  final: boolean,
  teams: array(decodeCompetitionTeam),
})

/** The standings of competition `id`: its teams ranked 1, 2, 3… in order, each team once. */
export function decodeCompetitionStandingsOf(id: number): Decoder<ApiCompetitionStandings> {
  return (value, path) => {
    const standings = decodeStandingsFields(value, path)
    if (standings.competitionId !== id) {
      throw new DecodeError(
        fieldPath(path, 'competitionId'),
        `competition ${id}`,
        standings.competitionId,
      )
    }
    rankedOnce(standings.teams, fieldPath(path, 'teams'), 'teamId', 'team')
    return standings
  }
}

const decodeUserFields: Decoder<ApiCompetitionUser> = object<ApiCompetitionUser>({
  account: address,
  registered: boolean,
  teamId: nullable(teamId),
  standing: nullable(decodeCompetitionTrader),
  claim: nullable(object({ tier: tierIndex, proof: array(hash) })),
  claimed: boolean,
})

/**
 * `account`'s part, which must be that account's: a team exactly when registered, a standing and
 * a claim only for a registrant, and of its own team.
 */
export function decodeCompetitionUserOf(account: string): Decoder<ApiCompetitionUser> {
  const asked = account.toLowerCase()
  return (value, path) => {
    const user = decodeUserFields(value, path)
    const fail = (field: string, expected: string, got: unknown): never => {
      throw new DecodeError(fieldPath(path, field), expected, got)
    }
    if (user.account !== asked) fail('account', asked, user.account)
    if (user.registered !== (user.teamId !== null)) {
      fail(
        'teamId',
        user.registered ? 'the team of a registrant' : 'null when not registered',
        user.teamId,
      )
    }
    if (!user.registered) {
      if (user.standing !== null) fail('standing', 'null when not registered', user.standing)
      if (user.claim !== null) fail('claim', 'null when not registered', user.claim)
      if (user.claimed) fail('claimed', 'false when not registered', user.claimed)
    }
    if (user.standing !== null) {
      if (user.standing.account !== asked) fail('standing.account', asked, user.standing.account)
      if (user.standing.teamId !== user.teamId) {
        fail('standing.teamId', `team ${user.teamId}`, user.standing.teamId)
      }
    }
    return user
  }
}

const competitionPath = areaPath('competition', 'competitions')

/** The competitions, newest first. */
export function getCompetitions(
  client: NftApiClient,
  { signal }: NftApiReadOptions = {},
): Promise<ApiCompetition[]> {
  return getNftApi(client, competitionPath(client), decodeCompetitions, { signal })
}

/** One competition; a 404 for an id the index does not know. */
export function getCompetition(
  client: NftApiClient,
  id: number,
  { signal }: NftApiReadOptions = {},
): Promise<ApiCompetition> {
  return getNftApi(client, competitionPath(client, String(id)), decodeCompetitionOf(id), {
    signal,
  })
}

/** The teams by rank with their best traders: live until the window closes, then final. */
export function getCompetitionStandings(
  client: NftApiClient,
  id: number,
  { signal }: NftApiReadOptions = {},
): Promise<ApiCompetitionStandings> {
  return getNftApi(
    client,
    competitionPath(client, String(id), 'standings'),
    decodeCompetitionStandingsOf(id),
    { signal },
  )
}

/** A wallet's registration, standing and (after the results) its tier and proof. */
export function getCompetitionUser(
  client: NftApiClient,
  id: number,
  account: string,
  { signal }: NftApiReadOptions = {},
): Promise<ApiCompetitionUser> {
  return getNftApi(
    client,
    competitionPath(client, String(id), 'traders', account.toLowerCase()),
    decodeCompetitionUserOf(account),
    { signal },
  )
}
