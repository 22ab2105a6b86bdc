/**
 * The battle API as the Ghost server would answer it for the test world, served over real HTTP
 * (`serveFixtureApi`): each answer is built when asked from what the chain holds then (phases,
 * times, registrations, claims, the published amounts), as an index that keeps up would, so a
 * registration or a claim made through the page shows in the next answers. Volumes are the
 * world's story: in battle 0 WINNER traded $1,000, RIVAL $500 and IDLE nothing. A test can
 * replace any answer by path (`overrides`) to serve a failure or a malformed body.
 */
import { ghostTradingCompetitionAbi } from '@ghost/contracts'
import {
  type ApiCompetition,
  type ApiCompetitionStandings,
  type ApiCompetitionTeam,
  type ApiCompetitionTrader,
  type ApiCompetitionUser,
  type ApiTeam,
  COMPETITION_PHASES,
  getCompetitionState,
} from '@ghost/sdk'
import type { Address } from 'viem'
import { competitionTiers, WEI } from '../../../api/competition/test/fixtures'
import {
  type FixtureAnswer,
  type FixtureServer,
  serveFixtureApi,
} from '../../../api/test/serveFixtureApi'
import {
  type CompetitionChainWorld,
  IDLE,
  NO_PROFILE,
  PAUSED,
  PLAYER,
  RIVAL,
  TEAMS,
  WINNER,
} from './competitionChainWorld'

/** Battle 0's volumes by account (USD, 18 decimals). */
const VOLUMES: Record<number, bigint> = { [WINNER]: 1_000n * WEI, [RIVAL]: 500n * WEI, [IDLE]: 0n }
const ACCOUNTS = [WINNER, RIVAL, IDLE, PLAYER, PAUSED, NO_PROFILE] as const

export type BattleApi = FixtureServer & {
  /** Answers that replace the computed ones, by path and query. */
  overrides: Map<string, FixtureAnswer>
}

export async function serveBattleApi(world: CompetitionChainWorld): Promise<BattleApi> {
  const { client, competition } = world
  const contract = { address: competition, abi: ghostTradingCompetitionAbi } as const
  const storedOf = (id: bigint) =>
    client.readContract({ ...contract, functionName: 'getCompetition', args: [id] })
  const tierPrizes = (id: bigint) =>
    client.readContract({ ...contract, functionName: 'getTierPrizes', args: [id] })
  const tierCounts = (id: bigint) =>
    client.readContract({ ...contract, functionName: 'getTierCounts', args: [id] })
  const tierClaims = (id: bigint) =>
    client.readContract({ ...contract, functionName: 'getTierClaims', args: [id] })
  const teamOf = async (id: bigint, account: number) =>
    Number(
      await client.readContract({
        address: competition,
        abi: ghostTradingCompetitionAbi,
        functionName: 'registeredTeam',
        args: [id, world.address(account)],
      }),
    )
  const claimedBy = (id: bigint, account: number) =>
    client.readContract({
      address: competition,
      abi: ghostTradingCompetitionAbi,
      functionName: 'hasClaimed',
      args: [id, world.address(account)],
    })

  const competitionJson = async (id: bigint): Promise<ApiCompetition> => {
    const stored = await storedOf(id)
    const phase = COMPETITION_PHASES[stored.phase] ?? 'registration'
    const { timestamp } = await client.getBlock({ blockTag: 'latest' })
    const results = phase === 'claim'
    const prizes = await tierPrizes(id)
    const counts = await tierCounts(id)
    const claims = await tierClaims(id)
    return {
      id: Number(id),
      contract: competition.toLowerCase(),
      phase,
      state: getCompetitionState({ phase, claimEnd: stored.claimEnd }, timestamp),
      tokens: stored.tokens.map((token) => token.toLowerCase()) as ApiCompetition['tokens'],
      createdAt: 1_700_000_000,
      liveStart: stored.liveStart > 0n ? Number(stored.liveStart) : null,
      liveEnd: stored.liveEnd > 0n ? Number(stored.liveEnd) : null,
      claimEnd: results ? Number(stored.claimEnd) : null,
      claimDuration: Number(stored.claimDuration),
      campaignId: stored.campaignId.toString(),
      registrants: stored.registrantCount,
      tiers: competitionTiers(false).map((tier, index) => ({
        ...tier,
        amounts: results
          ? ((prizes[index] ?? []).map(String) as [string, string, string, string])
          : null,
        winners: results ? (counts[index] ?? 0) : null,
        claims: claims[index] ?? 0,
      })),
      root: results ? stored.root : null,
      prices: results
        ? [
            { price: '200000000', decimals: 8 },
            { price: '100000000', decimals: 8 },
            { price: '50000000', decimals: 8 },
            { price: '100000000', decimals: 8 },
          ]
        : null,
      funded: ['0', '0', '0', '0'],
      claimed: ['0', '0', '0', '0'],
    }
  }

  /** Every registrant with its volume, ranked as the battle's rules rank them. */
  const traders = async (id: bigint): Promise<ApiCompetitionTrader[]> => {
    const registrants: { account: number; teamId: number; volume: bigint }[] = []
    for (const account of ACCOUNTS) {
      const teamId = await teamOf(id, account)
      if (teamId !== 0) {
        registrants.push({ account, teamId, volume: id === 0n ? (VOLUMES[account] ?? 0n) : 0n })
      }
    }
    const teamIds = [...new Set(registrants.map((registrant) => registrant.teamId))]
    const teamVolume = (teamId: number) =>
      registrants
        .filter((registrant) => registrant.teamId === teamId)
        .reduce((sum, registrant) => sum + registrant.volume, 0n)
    teamIds.sort((a, b) =>
      teamVolume(b) > teamVolume(a) ? 1 : teamVolume(b) < teamVolume(a) ? -1 : a - b,
    )
    return teamIds.flatMap((teamId, teamIndex) =>
      registrants
        .filter((registrant) => registrant.teamId === teamId)
        .sort((a, b) => (b.volume > a.volume ? 1 : b.volume < a.volume ? -1 : 0))
        .map((registrant, index) => ({
          account: world.address(registrant.account).toLowerCase(),
          username: registrant.account === WINNER ? 'winner' : null,
          teamId,
          volume: registrant.volume.toString(),
          rankInTeam: index + 1,
          teamRank: teamIndex + 1,
          // the world's results: team rank 1 → tier 0, team rank 2 → tier 4 for the best trader
          tier: registrant.volume > 0n ? teamIndex * 4 : null,
        })),
    )
  }

  const standingsJson = async (id: bigint): Promise<ApiCompetitionStandings> => {
    const ranked = await traders(id)
    const teams: ApiCompetitionTeam[] = []
    for (const trader of ranked) {
      let team = teams.find((entry) => entry.teamId === trader.teamId)
      if (!team) {
        team = {
          teamId: trader.teamId,
          name: TEAMS[trader.teamId as 1 | 2],
          rank: trader.teamRank,
          volume: '0',
          members: 0,
          topTraders: [],
        }
        teams.push(team)
      }
      team.volume = (BigInt(team.volume) + BigInt(trader.volume)).toString()
      team.members += 1
      team.topTraders.push(trader)
    }
    const stored = await storedOf(id)
    return {
      competitionId: Number(id),
      asOf: Number(stored.liveEnd > 0n ? stored.liveEnd : stored.liveStart),
      final: stored.liveEnd > 0n,
      teams,
    }
  }

  const userJson = async (id: bigint, address: string): Promise<ApiCompetitionUser> => {
    const account = ACCOUNTS.find((entry) => world.address(entry).toLowerCase() === address)
    const teamId = account === undefined ? 0 : await teamOf(id, account)
    if (account === undefined || teamId === 0) {
      return {
        account: address,
        registered: false,
        teamId: null,
        standing: null,
        claim: null,
        claimed: false,
      }
    }
    const standing = (await traders(id)).find((trader) => trader.account === address) ?? null
    const stored = await storedOf(id)
    const published = COMPETITION_PHASES[stored.phase] === 'claim'
    const leaf = id === 0n ? world.results.claims.get(address) : undefined
    return {
      account: address,
      registered: true,
      teamId,
      standing,
      claim: published && leaf ? { tier: leaf.tier, proof: leaf.proof } : null,
      claimed: await claimedBy(id, account),
    }
  }

  const teams: ApiTeam[] = Object.entries(TEAMS).map(([teamId, name]) => ({
    teamId: Number(teamId),
    name,
    description: `${name} trade together.`,
    points: '0',
    members: 2,
    joinable: true,
  }))

  const overrides = new Map<string, FixtureAnswer>()
  const route = async (url: URL): Promise<FixtureAnswer | undefined> => {
    const override = overrides.get(`${url.pathname}${url.search}`)
    if (override) return override
    const path = url.pathname
    if (path === '/v1/1337/status') {
      const { number } = await client.getBlock({ blockTag: 'latest' })
      return { json: { checkpoint: { blockNumber: Number(number) } } }
    }
    if (path === '/v1/1337/teams') return { json: { data: teams } }
    if (path === '/v1/1337/competition/competitions') {
      return { json: { data: [await competitionJson(1n), await competitionJson(0n)] } }
    }
    const match =
      /^\/v1\/1337\/competition\/competitions\/(\d+)(?:\/(standings|traders\/(0x[0-9a-f]{40})))?$/.exec(
        path,
      )
    const id = match?.[1] === undefined ? undefined : BigInt(match[1])
    if (id === undefined || id > 1n) return undefined
    if (match?.[2] === 'standings') return { json: await standingsJson(id) }
    if (match?.[3]) return { json: await userJson(id, match[3]) }
    return { json: await competitionJson(id) }
  }
  const server = await serveFixtureApi((url) => route(url))
  return Object.assign(server, { overrides })
}

/** The address the page asks the API about for an account. */
export function traderPath(world: CompetitionChainWorld, id: number, account: number): string {
  return `/v1/1337/competition/competitions/${id}/traders/${world.address(account).toLowerCase() as Address}`
}
