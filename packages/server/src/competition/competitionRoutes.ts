import { getCompetitionContracts, type Manifest } from '@ghost/contracts/manifest'
import {
  type ApiCompetition,
  type ApiCompetitionResults,
  type ApiCompetitionStandings,
  type ApiCompetitionTeam,
  type ApiCompetitionUser,
  COMPETITION_TIER_COUNT,
  countTiers,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { SupportedChainId } from '../chains'
import type { Database } from '../db/schema'
import { RetryableError } from '../errors'
import { type ClockedSnapshot, readOnIndexedClock } from '../graphql/snapshotClock'
import { ConflictError, NotFoundError } from '../http/httpErrors'
import { limitQuery } from '../http/pagination'
import { addRoute } from '../http/route'
import { addressSchema } from '../market/context'
import { createUsernameStore } from '../profiles/usernameStore'
import { chainIdParam } from '../routes/status'
import { toApiCompetition, toApiTrader } from './competitionApi'
import { createStandingsReader, type StandingsReader } from './competitionRanking'
import { type CompetitionRow, competitionRowId, PHASE } from './handleCompetition'

export const COMPETITIONS_DEFAULT_LIMIT = 50
export const COMPETITIONS_MAX_LIMIT = 100

/** A team's best traders the standings list. */
export const TOP_TRADERS_SHOWN = 5

/** Competition ids count from 0; fifteen digits stay exact as a JavaScript number. */
const COMPETITION_ID_DIGITS = 15

/** What the routes need of the deployment: the competition contract and the router. */
export type CompetitionDeployment = { competition: string; router: string }

/** The manifest's competition contract and router, lowercase; undefined without a competition. */
export function getCompetitionDeployment(manifest: Manifest): CompetitionDeployment | undefined {
  const contracts = getCompetitionContracts(manifest)
  if (contracts === undefined) return undefined
  return {
    competition: contracts.TradingCompetition.toLowerCase(),
    router: manifest.contracts.Router.toLowerCase(),
  }
}

export type CompetitionRoutesContext = {
  db: Kysely<Database>
  /** The chain this server indexes; other supported chains answer 404. */
  chainId: SupportedChainId
  /** The deployment's competition and router, undefined while the manifest has none. */
  deployment(): Promise<CompetitionDeployment | undefined>
  /** Remembers final standings (one per server by default). */
  standings?: StandingsReader | undefined
}

/** The answers to lookups that find nothing. */
export const competitionNotFound = (id: number): string => `No competition ${id} in the index`
export const LIVE_WINDOW_OPEN = 'The live window is still open: results come once it has closed'
export const LIVE_WINDOW_NOT_OPENED =
  'The live window has not opened yet: results come once it has closed'
export const INDEX_BEHIND_END =
  'The index has not reached the end of the live window yet; try again shortly'

const competitionIdSchema = z
  .string()
  .regex(new RegExp(`^(0|[1-9]\\d{0,${COMPETITION_ID_DIGITS - 1}})$`), {
    message: 'must be a competition id (a whole number from 0)',
    abort: true,
  })
  .transform(Number)

const chainParams = z.strictObject({ chainId: chainIdParam })
const competitionParams = z.strictObject({ chainId: chainIdParam, id: competitionIdSchema })
const traderParams = competitionParams.extend({ address: addressSchema })
const listQuery = z.strictObject({
  limit: limitQuery(COMPETITIONS_DEFAULT_LIMIT, COMPETITIONS_MAX_LIMIT),
})
const noQuery = z.strictObject({})

/** 404 for a supported chain this server does not follow. */
function assertCompetitionChain(context: CompetitionRoutesContext, chainId: number): void {
  if (chainId !== context.chainId) {
    throw new NotFoundError(
      `This server follows chain ${context.chainId}; it has no competition data for chain ${chainId}.`,
    )
  }
}

async function requireDeployment(
  context: CompetitionRoutesContext,
): Promise<CompetitionDeployment> {
  const deployment = await context.deployment()
  if (deployment === undefined) {
    throw new NotFoundError(
      `Chain ${context.chainId} has no trading competition in its deployment manifest`,
    )
  }
  return deployment
}

type DeploymentSnapshot = ClockedSnapshot & { deployment: CompetitionDeployment }

async function findCompetition(
  trx: Kysely<Database>,
  chainId: number,
  deployment: CompetitionDeployment,
  id: number,
): Promise<CompetitionRow> {
  const row = await trx
    .selectFrom('competition')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('id', '=', competitionRowId(deployment.competition, BigInt(id)))
    .executeTakeFirst()
  if (!row) throw new NotFoundError(competitionNotFound(id))
  return row
}

/** Competitions with their tiers, in the order given. */
async function withTiers(
  trx: Kysely<Database>,
  chainId: number,
  rows: CompetitionRow[],
  now: bigint,
): Promise<ApiCompetition[]> {
  if (rows.length === 0) return []
  const tiers = await trx
    .selectFrom('competition_tier')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where(
      'competition',
      'in',
      rows.map((row) => row.id),
    )
    .execute()
  return rows.map((row) => toApiCompetition(row, tiers, now))
}

/** The profile service's usernames of `accounts`, by lowercase address. */
async function usernamesOf(
  trx: Kysely<Database>,
  accounts: readonly string[],
): Promise<Map<string, string>> {
  const users = await createUsernameStore({ db: trx }).byAddresses(accounts)
  return new Map(users.map((user) => [user.address, user.username]))
}

/**
 * The trading competitions (issue 35) under `/v1/{chainId}/competition`, from the index: the
 * deployment's competitions newest first, one competition (its state on the indexed head's
 * clock), its team standings (live to the indexed head while the window is open, final after),
 * one wallet's place (and, once published, its claim and proof), and the final results the
 * operator publishes and anyone can check. Volumes are summed from the DEX's swaps per request;
 * final standings are remembered per competition (see createStandingsReader).
 */
export function addCompetitionRoutes(
  app: FastifyInstance,
  context: CompetitionRoutesContext,
): void {
  const { db } = context
  const standings = context.standings ?? createStandingsReader()

  /**
   * One answer about the deployment's competitions, read in one snapshot of the index on the
   * indexed head's clock (the competitions' latest time standing in for a head without one).
   */
  const readCompetitions = async <answer>(
    chainId: number,
    read: (snapshot: DeploymentSnapshot) => Promise<answer>,
  ): Promise<answer> => {
    assertCompetitionChain(context, chainId)
    const deployment = await requireDeployment(context)
    return readOnIndexedClock(db, chainId, 'competition', (snapshot) =>
      read({ ...snapshot, deployment }),
    )
  }

  /** As readCompetitions, about the one competition `params.id` (404 if the index has none). */
  const readCompetition = <answer>(
    params: { chainId: number; id: number },
    read: (snapshot: DeploymentSnapshot & { row: CompetitionRow }) => Promise<answer>,
  ): Promise<answer> =>
    readCompetitions(params.chainId, async (snapshot) =>
      read({
        ...snapshot,
        row: await findCompetition(snapshot.trx, params.chainId, snapshot.deployment, params.id),
      }),
    )

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/competition/competitions',
    params: chainParams,
    query: listQuery,
    handler: async ({ params, query }): Promise<{ data: ApiCompetition[] }> => {
      return readCompetitions(params.chainId, async ({ trx, now, deployment }) => {
        const rows = await trx
          .selectFrom('competition')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .where('contract', '=', deployment.competition)
          .orderBy('competition_id', 'desc')
          .limit(query.limit)
          .execute()
        return { data: await withTiers(trx, params.chainId, rows, now) }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/competition/competitions/:id',
    params: competitionParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiCompetition> => {
      return readCompetition(params, async ({ trx, now, row }) => {
        const [answer] = await withTiers(trx, params.chainId, [row], now)
        if (!answer) throw new Error(`competition: ${row.id} has no answer`)
        return answer
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/competition/competitions/:id/standings',
    params: competitionParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiCompetitionStandings> => {
      return readCompetition(params, async ({ trx, now, deployment, row }) => {
        const read = await standings.read(trx, row, deployment.router, now)
        const { teams, traders } = read.ranking
        const topByTeam = new Map<number, typeof traders>()
        for (const trader of traders) {
          const top = topByTeam.get(trader.teamId) ?? []
          // traders come team by team, best first
          if (top.length < TOP_TRADERS_SHOWN) top.push(trader)
          topByTeam.set(trader.teamId, top)
        }
        const shown = [...topByTeam.values()].flat()
        const usernames = await usernamesOf(
          trx,
          shown.map((trader) => trader.account),
        )
        const names = new Map(
          teams.length === 0
            ? []
            : (
                await trx
                  .selectFrom('profile_team')
                  .select(['id', 'name'])
                  .where('chain_id', '=', params.chainId)
                  .where(
                    'id',
                    'in',
                    teams.map((team) => String(team.teamId)),
                  )
                  .execute()
              ).map((team) => [team.id, team.name]),
        )
        return {
          competitionId: params.id,
          asOf: Number(read.asOf),
          final: read.final,
          teams: teams.map(
            (team): ApiCompetitionTeam => ({
              teamId: team.teamId,
              name: names.get(String(team.teamId)) ?? `Team ${team.teamId}`,
              rank: team.rank,
              volume: team.volume.toString(),
              members: team.members,
              topTraders: (topByTeam.get(team.teamId) ?? []).map((trader) =>
                toApiTrader(trader, usernames),
              ),
            }),
          ),
        }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/competition/competitions/:id/traders/:address',
    params: traderParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiCompetitionUser> => {
      return readCompetition(params, async ({ trx, now, deployment, row }) => {
        const registration = await trx
          .selectFrom('competition_registration')
          .select(['team_id', 'claimed_tier'])
          .where('chain_id', '=', params.chainId)
          .where('competition', '=', row.id)
          .where('account', '=', params.address)
          .executeTakeFirst()
        // Any wallet has a place: one that never registered is simply not in it (a 404 would
        // make every visitor's page log a failed request).
        if (!registration) {
          return {
            account: params.address,
            registered: false,
            teamId: null,
            standing: null,
            claim: null,
            claimed: false,
          }
        }
        const read = await standings.read(trx, row, deployment.router, now)
        const trader = read.ranking.traders.find((each) => each.account === params.address)
        const usernames = await usernamesOf(trx, [params.address])
        // The proof only when the index's tree is the one the chain holds: a proof of another
        // root would send the wallet into a failing claim.
        const claim =
          row.root !== null && read.tree !== null && read.tree.root.toLowerCase() === row.root
            ? (read.tree.claims.get(params.address) ?? null)
            : null
        return {
          account: params.address,
          registered: true,
          teamId: Number(registration.team_id),
          standing: trader ? toApiTrader(trader, usernames) : null,
          claim: claim === null ? null : { tier: claim.tier, proof: [...claim.proof] },
          claimed: registration.claimed_tier !== null,
        }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/competition/competitions/:id/results',
    params: competitionParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiCompetitionResults> => {
      return readCompetition(params, async ({ trx, now, head, deployment, row }) => {
        if (row.phase === PHASE.cancelled) {
          throw new ConflictError(`Competition ${params.id} was cancelled: it has no results`)
        }
        if (row.live_start === null) throw new ConflictError(LIVE_WINDOW_NOT_OPENED)
        if (row.live_end === null || row.end_live_block === null) {
          throw new ConflictError(LIVE_WINDOW_OPEN)
        }
        // Every swap before endLive is in blocks up to endLive's: the index must hold them all.
        if (head === null || BigInt(head.number) < row.end_live_block) {
          throw new RetryableError(INDEX_BEHIND_END)
        }
        if (row.tier_count !== COMPETITION_TIER_COUNT) {
          throw new ConflictError(
            `Competition ${params.id} has ${row.tier_count} prize tiers; the ranking rules give ${COMPETITION_TIER_COUNT}, so no results can be published for it`,
          )
        }
        const read = await standings.read(trx, row, deployment.router, now)
        const winners = read.ranking.traders.flatMap((trader) =>
          trader.tier === null
            ? []
            : [
                {
                  account: trader.account,
                  teamId: trader.teamId,
                  volume: trader.volume.toString(),
                  rankInTeam: trader.rankInTeam,
                  teamRank: trader.teamRank,
                  tier: trader.tier,
                },
              ],
        )
        return {
          competitionId: params.id,
          liveStart: Number(row.live_start),
          liveEnd: Number(row.live_end),
          root: read.tree?.root.toLowerCase() ?? null,
          publishedRoot: row.root,
          tierCounts: countTiers(read.ranking.traders),
          winners,
        }
      })
    },
  })
}
