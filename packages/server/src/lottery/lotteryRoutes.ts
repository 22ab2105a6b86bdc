import {
  type ApiLotteryEvent,
  type ApiLotteryEventKind,
  type ApiLotteryRound,
  type ApiLotteryStatus,
  type ApiLotteryTicket,
  type ApiLotteryUserRound,
  getTicketReward,
  LOTTERY_EVENT_KINDS,
  matchedDigits,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { NotFoundError } from '../http/httpErrors'
import { addRoute } from '../http/route'
import { addressSchema, assertServedChain, chainParams } from '../market/context'
import { decimal, eventPaging } from '../rewards/eventsQuery'
import type { RewardRoutesContext } from '../rewards/rewardRoutes'
import type { LotteryRoundRow, LotteryTicketRow } from './handleLottery'

/** Spec §5: the answer to a round lookup that finds nothing. */
export const LOTTERY_NOT_FOUND = 'The lottery number you provided does not exist'

const UINT256_LIMIT = 2n ** 256n

const lotteryIdSchema = z
  .string()
  // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw (a 500).
  .regex(/^\d{1,78}$/, { message: 'must be a lottery number (decimal digits)', abort: true })
  .refine((value) => BigInt(value) < UINT256_LIMIT, 'must fit in uint256')
  .transform((value) => BigInt(value))

const roundParams = chainParams.extend({ lotteryId: lotteryIdSchema })
const userParams = chainParams.extend({ address: addressSchema })
const pagingQuery = z.object({ ...eventPaging })
const ticketsQuery = z.object({ owner: addressSchema.optional(), ...eventPaging })
const eventsQuery = z.object({
  kind: z
    .enum(LOTTERY_EVENT_KINDS, { error: `must be one of ${LOTTERY_EVENT_KINDS.join(', ')}` })
    .optional(),
  lotteryId: lotteryIdSchema.optional(),
  user: addressSchema.optional(),
  ...eventPaging,
})

const optionalNumber = (value: bigint | null): number | null =>
  value === null ? null : Number(value)

function toApiRound(row: LotteryRoundRow): ApiLotteryRound {
  return {
    lotteryId: row.lottery_id.toString(),
    status: row.status as ApiLotteryStatus,
    startTime: Number(row.start_time),
    endTime: Number(row.end_time),
    priceTicketInCake: row.price_ticket_in_cake.toString(),
    amountCollectedInCake: row.amount_collected.toString(),
    ticketRevenue: row.ticket_revenue.toString(),
    carriedOver: row.carried_over.toString(),
    injected: row.injected.toString(),
    ticketsSold: Number(row.tickets_sold),
    players: Number(row.players),
    treasuryFee: Number(row.treasury_fee),
    rewardsBreakdown: row.rewards_breakdown,
    finalNumber: optionalNumber(row.final_number),
    winnersPerBracket: row.winners_per_bracket,
    cakePerBracket: row.cake_per_bracket,
    treasuryAmount: decimal(row.treasury_amount),
    rolledOver: decimal(row.rolled_over),
    claimDeadline: optionalNumber(row.claim_deadline),
    prizesClaimed: row.prizes_claimed.toString(),
    ticketsClaimed: Number(row.tickets_claimed),
    recycled: decimal(row.recycled),
    drawnAt: optionalNumber(row.drawn_at),
  }
}

/** The winning number and prizes of a drawn round; undefined before the draw. */
function drawOf(round: LotteryRoundRow): { finalNumber: number; cake: bigint[] } | undefined {
  if (round.status !== 'claimable' || round.final_number === null || !round.cake_per_bracket) {
    return undefined
  }
  return { finalNumber: Number(round.final_number), cake: round.cake_per_bracket.map(BigInt) }
}

function toApiTicket(row: LotteryTicketRow, round: LotteryRoundRow): ApiLotteryTicket {
  const draw = drawOf(round)
  const number = Number(row.number)
  return {
    lotteryId: row.lottery_id.toString(),
    ticketId: row.ticket_id.toString(),
    purchaseId: row.purchase_id.toString(),
    owner: row.owner,
    number,
    claimed: row.claimed,
    matchedDigits: draw ? matchedDigits(number, draw.finalNumber) : null,
    reward: draw ? getTicketReward(number, draw.finalNumber, draw.cake).toString() : null,
    blockNumber: Number(row.block_number),
    timestamp: Number(row.timestamp),
    transactionHash: row.transaction_hash,
  }
}

/**
 * The lottery's reads under `/v1/{chainId}/lottery` (issue 31): rounds with their pots, draws and
 * claims, a round's tickets (by owner), a wallet's rounds with what it won, and the rounds'
 * steps. What a ticket wins is worked out here from the round's winning number and prizes (the
 * sdk's rules), so the index stores each fact once.
 */
export function addLotteryRoutes(app: FastifyInstance, context: RewardRoutesContext): void {
  const { db } = context

  const findRound = async (chainId: number, lotteryId: bigint) => {
    const row = await db
      .selectFrom('lottery_round')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('lottery_id', '=', lotteryId)
      .executeTakeFirst()
    if (!row) throw new NotFoundError(LOTTERY_NOT_FOUND)
    return row
  }

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/lottery/rounds',
    params: chainParams,
    query: pagingQuery,
    handler: async ({ params, query }): Promise<{ data: ApiLotteryRound[] }> => {
      assertServedChain(context, params.chainId)
      const rows = await db
        .selectFrom('lottery_round')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        .orderBy('lottery_id', 'desc')
        .limit(query.first)
        .offset(query.skip)
        .execute()
      return { data: rows.map(toApiRound) }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/lottery/rounds/:lotteryId',
    params: roundParams,
    handler: async ({ params }): Promise<ApiLotteryRound> => {
      assertServedChain(context, params.chainId)
      return toApiRound(await findRound(params.chainId, params.lotteryId))
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/lottery/rounds/:lotteryId/tickets',
    params: roundParams,
    query: ticketsQuery,
    handler: async ({ params, query }): Promise<{ data: ApiLotteryTicket[] }> => {
      assertServedChain(context, params.chainId)
      const round = await findRound(params.chainId, params.lotteryId)
      let select = db
        .selectFrom('lottery_ticket')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        .where('lottery_id', '=', params.lotteryId)
      if (query.owner !== undefined) select = select.where('owner', '=', query.owner)
      const rows = await select
        .orderBy('ticket_id', 'desc')
        .limit(query.first)
        .offset(query.skip)
        .execute()
      return { data: rows.map((row) => toApiTicket(row, round)) }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/lottery/users/:address/rounds',
    params: userParams,
    query: pagingQuery,
    handler: async ({ params, query }): Promise<{ data: ApiLotteryUserRound[] }> => {
      assertServedChain(context, params.chainId)
      const mine = await db
        .selectFrom('lottery_user_round')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        .where('user', '=', params.address)
        .orderBy('lottery_id', 'desc')
        .limit(query.first)
        .offset(query.skip)
        .execute()
      if (mine.length === 0) return { data: [] }
      const ids = mine.map((row) => row.lottery_id)
      const rounds = new Map(
        (
          await db
            .selectFrom('lottery_round')
            .selectAll()
            .where('chain_id', '=', params.chainId)
            .where('lottery_id', 'in', ids)
            .execute()
        ).map((row) => [row.lottery_id, row]),
      )
      const drawn = [...rounds.values()].filter((row) => drawOf(row) !== undefined)
      const tickets =
        drawn.length === 0
          ? []
          : await db
              .selectFrom('lottery_ticket')
              .select(['lottery_id', 'number'])
              .where('chain_id', '=', params.chainId)
              .where('owner', '=', params.address)
              .where(
                'lottery_id',
                'in',
                drawn.map((row) => row.lottery_id),
              )
              .execute()
      const data: ApiLotteryUserRound[] = []
      for (const row of mine) {
        const round = rounds.get(row.lottery_id)
        // Written with the user's first purchase, after the round's LotteryOpen.
        if (!round) throw new Error(`lottery: round ${row.lottery_id} missing for ${row.id}`)
        const draw = drawOf(round)
        let winningTickets: number | null = null
        let winnings: bigint | null = null
        if (draw) {
          winningTickets = 0
          winnings = 0n
          for (const ticket of tickets) {
            if (ticket.lottery_id !== row.lottery_id) continue
            const reward = getTicketReward(Number(ticket.number), draw.finalNumber, draw.cake)
            if (reward > 0n) {
              winningTickets++
              winnings += reward
            }
          }
        }
        data.push({
          lotteryId: row.lottery_id.toString(),
          status: round.status as ApiLotteryStatus,
          tickets: Number(row.tickets),
          cakeSpent: row.cake_spent.toString(),
          finalNumber: optionalNumber(round.final_number),
          winningTickets,
          winnings: decimal(winnings),
          claimed: row.claimed.toString(),
          endTime: Number(round.end_time),
        })
      }
      return { data }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/lottery/events',
    params: chainParams,
    query: eventsQuery,
    handler: async ({ params, query }): Promise<{ data: ApiLotteryEvent[] }> => {
      assertServedChain(context, params.chainId)
      let select = db.selectFrom('lottery_event').selectAll().where('chain_id', '=', params.chainId)
      if (query.kind !== undefined) select = select.where('kind', '=', query.kind)
      if (query.lotteryId !== undefined) select = select.where('lottery_id', '=', query.lotteryId)
      if (query.user !== undefined) select = select.where('user', '=', query.user)
      const rows = await select
        .orderBy('block_number', 'desc')
        .orderBy('log_index', 'desc')
        .limit(query.first)
        .offset(query.skip)
        .execute()
      return {
        data: rows.map((row) => ({
          kind: row.kind as ApiLotteryEventKind,
          lotteryId: row.lottery_id.toString(),
          user: row.user,
          amount: decimal(row.amount),
          count: optionalNumber(row.count),
          blockNumber: Number(row.block_number),
          timestamp: Number(row.timestamp),
          transactionHash: row.transaction_hash,
          logIndex: row.log_index,
        })),
      }
    },
  })
}
