import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { SupportedChainId } from '../chains'
import type { Database } from '../db/schema'
import { addRoute } from '../http/route'
import { addressSchema, assertServedChain, chainParams } from '../market/context'
import { type ProgrammeKind, REWARD_EVENT_KINDS, type RewardEventKind } from './entities'
import { decimal, eventPaging } from './eventsQuery'

/** `GET /v1/{chainId}/rewards/programmes`: every programme, amounts in wei as decimal strings. */
export type ApiRewardProgramme = {
  kind: ProgrammeKind
  address: string
  name: string
  admin: string
  collection: string | null
  totalLevel: string
  totalDeposited: string
  totalHarvested: string
  /** Holders with a level above 0. */
  holders: number
}

/** `GET /v1/{chainId}/rewards/events`: newest first. */
export type ApiRewardEvent = {
  kind: RewardEventKind
  programme: string
  programmeKind: ProgrammeKind
  /** The holder, or the depositor of a deposit. */
  user: string | null
  amount: string | null
  previousLevel: string | null
  newLevel: string | null
  totalLevel: string | null
  inWBNB: boolean | null
  blockNumber: number
  timestamp: number
  transactionHash: string
  logIndex: number
}

export type RewardRoutesContext = {
  db: Kysely<Database>
  /** The chain this server indexes; other supported chains answer 404. */
  chainId: SupportedChainId
}

const KIND_ORDER: Record<string, number> = { ghostPot: 0, sharePot: 1, feeManager: 2 }

const eventsQuery = z.object({
  programme: addressSchema.optional(),
  user: addressSchema.optional(),
  kind: z
    .enum(REWARD_EVENT_KINDS, { error: `must be one of ${REWARD_EVENT_KINDS.join(', ')}` })
    .optional(),
  ...eventPaging,
})

/**
 * The reward programmes' reads under `/v1/{chainId}/rewards` (issue 16): the programmes with
 * their totals (ghost pot first, then share pots and fee managers in creation order) and the
 * history of deposits, harvests and level changes, filtered by programme, user and kind.
 */
export function addRewardRoutes(app: FastifyInstance, context: RewardRoutesContext): void {
  const { db } = context

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/rewards/programmes',
    params: chainParams,
    handler: async ({ params }): Promise<{ data: ApiRewardProgramme[] }> => {
      assertServedChain(context, params.chainId)
      const rows = await db
        .selectFrom('reward_programme')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        .execute()
      rows.sort(
        (a, b) =>
          (KIND_ORDER[a.kind] ?? 3) - (KIND_ORDER[b.kind] ?? 3) ||
          Number(a.factory_index - b.factory_index) ||
          a.id.localeCompare(b.id),
      )
      return {
        data: rows.map((row) => ({
          kind: row.kind as ProgrammeKind,
          address: row.id,
          name: row.name,
          admin: row.admin,
          collection: row.collection,
          totalLevel: row.total_level.toString(),
          totalDeposited: row.total_deposited.toString(),
          totalHarvested: row.total_harvested.toString(),
          holders: Number(row.holders),
        })),
      }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/rewards/events',
    params: chainParams,
    query: eventsQuery,
    handler: async ({ params, query }): Promise<{ data: ApiRewardEvent[] }> => {
      assertServedChain(context, params.chainId)
      let select = db.selectFrom('reward_event').selectAll().where('chain_id', '=', params.chainId)
      if (query.programme !== undefined) select = select.where('programme', '=', query.programme)
      if (query.user !== undefined) select = select.where('user', '=', query.user)
      if (query.kind !== undefined) select = select.where('kind', '=', query.kind)
      const rows = await select
        .orderBy('block_number', 'desc')
        .orderBy('log_index', 'desc')
        .limit(query.first)
        .offset(query.skip)
        .execute()
      return {
        data: rows.map((row) => ({
          kind: row.kind as RewardEventKind,
          programme: row.programme,
          programmeKind: row.programme_kind as ProgrammeKind,
          user: row.user,
          amount: decimal(row.amount),
          previousLevel: decimal(row.previous_level),
          newLevel: decimal(row.new_level),
          totalLevel: decimal(row.total_level),
          inWBNB: row.in_wbnb,
          blockNumber: Number(row.block_number),
          timestamp: Number(row.timestamp),
          transactionHash: row.transaction_hash,
          logIndex: row.log_index,
        })),
      }
    },
  })
}
