import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { addRoute } from '../http/route'
import { addressSchema, assertServedChain, chainParams } from '../market/context'
import { decimal, eventPaging } from '../rewards/eventsQuery'
import type { RewardRoutesContext } from '../rewards/rewardRoutes'
import { SQUAD_EVENT_KINDS, type SquadEventKind } from './handleSquadSale'

/** `GET /v1/{chainId}/squad/events`: newest first. */
export type ApiSquadEvent = {
  kind: SquadEventKind
  user: string
  /** Tickets bought, claimed, or granted for the presale. */
  count: number
  cakeBurned: string | null
  presale: boolean | null
  firstTokenId: string | null
  blockNumber: number
  timestamp: number
  transactionHash: string
  logIndex: number
}

/** `GET /v1/{chainId}/squad/sale`: the sale's totals (all 0 before its first event). */
export type ApiSquadSale = {
  ticketsSold: number
  presaleSold: number
  claimed: number
  /** Wallets that bought at least one ticket. */
  buyers: number
  revealed: number
}

const eventsQuery = z.object({
  user: addressSchema.optional(),
  kind: z
    .enum(SQUAD_EVENT_KINDS, { error: `must be one of ${SQUAD_EVENT_KINDS.join(', ')}` })
    .optional(),
  ...eventPaging,
})

/** The Ghost Squad sale's reads under `/v1/{chainId}/squad` (issue 16). */
export function addSquadRoutes(app: FastifyInstance, context: RewardRoutesContext): void {
  const { db } = context

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/squad/events',
    params: chainParams,
    query: eventsQuery,
    handler: async ({ params, query }): Promise<{ data: ApiSquadEvent[] }> => {
      assertServedChain(context, params.chainId)
      let select = db.selectFrom('squad_event').selectAll().where('chain_id', '=', params.chainId)
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
          kind: row.kind as SquadEventKind,
          user: row.user,
          count: Number(row.count),
          cakeBurned: decimal(row.cake_burned),
          presale: row.presale,
          firstTokenId: decimal(row.first_token_id),
          blockNumber: Number(row.block_number),
          timestamp: Number(row.timestamp),
          transactionHash: row.transaction_hash,
          logIndex: row.log_index,
        })),
      }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/squad/sale',
    params: chainParams,
    handler: async ({ params }): Promise<ApiSquadSale> => {
      assertServedChain(context, params.chainId)
      // One sale per deployment (a replaced chain's index is reset and read again).
      const row = await db
        .selectFrom('squad_sale')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        .orderBy('updated_at', 'desc')
        .executeTakeFirst()
      return {
        ticketsSold: Number(row?.tickets_sold ?? 0n),
        presaleSold: Number(row?.presale_sold ?? 0n),
        claimed: Number(row?.claimed ?? 0n),
        buyers: Number(row?.buyers ?? 0n),
        revealed: Number(row?.revealed ?? 0n),
      }
    },
  })
}
