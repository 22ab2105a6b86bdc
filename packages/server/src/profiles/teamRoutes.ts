import type { ApiTeam, ApiTeamDetail, ApiTeamMember } from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { type Kysely, type Selectable, sql } from 'kysely'
import { z } from 'zod'
import type { SupportedChainId } from '../chains'
import type { Database } from '../db/schema'
import { createSnapshot } from '../graphql/snapshot'
import { NotFoundError } from '../http/httpErrors'
import { cursorPage, limitQuery } from '../http/pagination'
import { addRoute } from '../http/route'
import { assertServedChain } from '../market/context'
import { chainIdParam } from '../routes/status'
import type { ProfileTeamTable } from './tables'
import { createUsernameStore } from './usernameStore'

export type TeamRoutesParameters = {
  db: Kysely<Database>
  /** The chain this server indexes; other supported chains answer 404. */
  chainId: SupportedChainId
}

export const TEAM_MEMBERS_DEFAULT_LIMIT = 30
export const TEAM_MEMBERS_MAX_LIMIT = 100

/** The profile contract numbers teams with a uint32 from 1 (GhostProfile.addTeam). */
export const TEAM_ID_MAX = 2 ** 32 - 1

/** The answer to a team lookup that finds nothing. */
export const teamNotFound = (teamId: number): string => `No team ${teamId} in the index`

const INT8_LIMIT = 2n ** 63n

const teamIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { message: 'must be a team id (a whole number from 1)', abort: true })
  .transform(Number)
  .pipe(z.number().max(TEAM_ID_MAX, `must be at most ${TEAM_ID_MAX}`))

/**
 * Where a page of members ended: `<rank>_<points>_<account>`, rank 0 for an active profile and
 * 1 for a paused one (the members' order, see memberOrder).
 */
type MemberCursor = { rank: 0 | 1; points: bigint; account: string }

const memberCursorSchema = z
  .string()
  // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw (a 500).
  .regex(/^[01]_(0|[1-9]\d{0,18})_0x[0-9a-f]{40}$/, {
    message: 'must be a cursor from an earlier page',
    abort: true,
  })
  .refine((value) => BigInt(value.split('_')[1] ?? '') < INT8_LIMIT, 'is out of range')
  .transform((value): MemberCursor => {
    const [rank = '', points = '', account = ''] = value.split('_')
    return { rank: rank === '0' ? 0 : 1, points: BigInt(points), account }
  })

const teamsParams = z.strictObject({ chainId: chainIdParam })
const teamParams = z.strictObject({ chainId: chainIdParam, id: teamIdSchema })
const teamsQuery = z.strictObject({})
const teamQuery = z.strictObject({
  cursor: memberCursorSchema.optional(),
  limit: limitQuery(TEAM_MEMBERS_DEFAULT_LIMIT, TEAM_MEMBERS_MAX_LIMIT),
})

function toApiTeam(row: Selectable<ProfileTeamTable>): ApiTeam {
  return {
    teamId: Number(row.id),
    name: row.name,
    description: row.description,
    points: row.points.toString(),
    members: Number(row.number_users),
    joinable: row.is_joinable,
  }
}

/**
 * The members' one order: active profiles before paused ones (a paused profile is out of the
 * team's count and activities until it comes back, yet still the team's), most points first,
 * then the lowest address. As three ascending keys, so a cursor is one row comparison.
 */
const memberRank = sql<number>`(case when is_active then 0 else 1 end)`
const memberKeys = sql`(${memberRank}, -points, id)`

/**
 * The profile teams (spec §3, issue 35) under `/v1/{chainId}/teams`, from the index: every team by
 * id with its points, its active members' count and whether it takes new profiles; one team with
 * a page of its profiles (active first, most points first, then address; usernames where the
 * profile service has one). A paused profile stays listed, after the active ones, flagged
 * `isActive: false`: the team's `members` counts active profiles only, as the contract does.
 */
export function addTeamRoutes(app: FastifyInstance, context: TeamRoutesParameters): void {
  const { db } = context

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/teams',
    params: teamsParams,
    query: teamsQuery,
    handler: async ({ params }): Promise<{ data: ApiTeam[] }> => {
      assertServedChain(context, params.chainId)
      const rows = await db
        .selectFrom('profile_team')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        // ids are decimal text: numeric order puts team 10 after team 9
        .orderBy(sql`cast(id as bigint)`)
        .execute()
      return { data: rows.map(toApiTeam) }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/teams/:id',
    params: teamParams,
    query: teamQuery,
    handler: async ({ params, query }): Promise<ApiTeamDetail> => {
      assertServedChain(context, params.chainId)
      // The team's count and its members from one committed state of the index.
      const snapshot = createSnapshot(db, params.chainId)
      try {
        const trx = await snapshot.transaction()
        const team = await trx
          .selectFrom('profile_team')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .where('id', '=', String(params.id))
          .executeTakeFirst()
        if (!team) throw new NotFoundError(teamNotFound(params.id))
        let select = trx
          .selectFrom('profile_user')
          .select(['id', 'points', 'is_active'])
          .where('chain_id', '=', params.chainId)
          .where('team', '=', team.id)
        const { cursor } = query
        if (cursor !== undefined) {
          select = select.where(
            sql<boolean>`${memberKeys} > (${cursor.rank}::integer, cast(${(-cursor.points).toString()} as bigint), ${cursor.account})`,
          )
        }
        const rows = await select
          .orderBy(memberRank)
          .orderBy('points', 'desc')
          .orderBy('id')
          .limit(query.limit + 1)
          .execute()
        const { page, nextCursor } = cursorPage(
          rows,
          query.limit,
          (last) => `${last.is_active ? 0 : 1}_${last.points}_${last.id}`,
        )
        const usernames = new Map(
          (await createUsernameStore({ db: trx }).byAddresses(page.map((row) => row.id))).map(
            (user) => [user.address, user.username],
          ),
        )
        const data = page.map(
          (row): ApiTeamMember => ({
            account: row.id,
            username: usernames.get(row.id) ?? null,
            points: row.points.toString(),
            isActive: row.is_active,
          }),
        )
        return { ...toApiTeam(team), membersPage: { data, nextCursor } }
      } finally {
        await snapshot.end()
      }
    },
  })
}
