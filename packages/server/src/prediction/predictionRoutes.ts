import {
  type ApiPredictionBet,
  type ApiPredictionBetPage,
  type ApiPredictionLeaderboard,
  type ApiPredictionPlayer,
  type ApiPredictionRound,
  type ApiPredictionRoundPage,
  matchesHistoryFilter,
  PREDICTION_HISTORY_FILTERS,
  PREDICTION_LEADERBOARD_ORDERS,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema'
import { createSnapshot } from '../graphql/snapshot'
import { NotFoundError } from '../http/httpErrors'
import { cursorPage, limitQuery } from '../http/pagination'
import { addRoute } from '../http/route'
import { addressSchema, assertServedChain, chainParams } from '../market/context'
import type { RewardRoutesContext } from '../rewards/rewardRoutes'
import type { PredictionRoundRow } from './handlePrediction'
import { type PredictionClock, toApiBet, toApiRound } from './predictionApi'
import {
  comparePredictionStandings,
  readPredictionStandings,
  toApiPlayer,
} from './predictionLeaderboard'

export const PREDICTION_DEFAULT_LIMIT = 20
export const PREDICTION_MAX_LIMIT = 1000

/** The answer to a round lookup that finds nothing. */
export const predictionRoundNotFound = (epoch: bigint): string =>
  `No prediction round ${epoch} in the index`

/** Bets read per query while a filter skips some: a page's worth or more. */
const BET_BATCH = 200

const UINT256_LIMIT = 2n ** 256n

/** A uint256 in decimal digits, as a bigint. */
const uint256Schema = (what: string) =>
  z
    .string()
    // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw (a 500).
    .regex(/^\d{1,78}$/, { message: `must be ${what} (decimal digits)`, abort: true })
    .refine((value) => BigInt(value) < UINT256_LIMIT, 'must fit in uint256')
    .transform((value) => BigInt(value))

const limitSchema = limitQuery(PREDICTION_DEFAULT_LIMIT, PREDICTION_MAX_LIMIT)

/** Paging newest first: `cursor` is the previous page's `nextCursor` (the epoch it ended at). */
const paging = {
  limit: limitSchema,
  cursor: uint256Schema('a cursor from an earlier page').optional(),
}

const roundParams = chainParams.extend({ epoch: uint256Schema('an epoch') })
const userParams = chainParams.extend({ address: addressSchema })
const roundsQuery = z.object(paging)
const betsQuery = z.object({
  filter: z
    .enum(PREDICTION_HISTORY_FILTERS, {
      error: `must be one of ${PREDICTION_HISTORY_FILTERS.join(', ')}`,
    })
    .default('all'),
  ...paging,
})
const leaderboardQuery = z.object({
  orderBy: z
    .enum(PREDICTION_LEADERBOARD_ORDERS, {
      error: `must be one of ${PREDICTION_LEADERBOARD_ORDERS.join(', ')}`,
    })
    .default('netBnb'),
  limit: limitSchema,
})

/**
 * Reads one answer in one snapshot of the index (a round's state depends on the head block's
 * time, which must be the time of the rows read with it): the clock, then `read`.
 */
async function inSnapshot<answer>(
  db: Kysely<Database>,
  chainId: number,
  read: (trx: Kysely<Database>, clock: PredictionClock) => Promise<answer>,
): Promise<answer> {
  const snapshot = createSnapshot(db, chainId)
  try {
    const trx = await snapshot.transaction()
    const head = await snapshot.indexedBlock()
    const settings = await trx
      .selectFrom('prediction_contract')
      .select('buffer_seconds')
      .where('chain_id', '=', chainId)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst()
    const clock: PredictionClock = {
      now: head && head.timestamp !== null ? BigInt(head.timestamp) : null,
      bufferSeconds: settings?.buffer_seconds ?? 0n,
    }
    return await read(trx, clock)
  } finally {
    await snapshot.end()
  }
}

/** Rounds by epoch, for the bets of one page. */
async function readRounds(
  trx: Kysely<Database>,
  chainId: number,
  epochs: bigint[],
): Promise<Map<bigint, PredictionRoundRow>> {
  if (epochs.length === 0) return new Map()
  const rows = await trx
    .selectFrom('prediction_round')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('epoch', 'in', epochs)
    .execute()
  return new Map(rows.map((row) => [row.epoch, row]))
}

/**
 * The prediction game's reads under `/v1/{chainId}/prediction` (issue 32): rounds newest first
 * with their state, a wallet's bets with their outcome (history filters), the leaderboard over
 * ended rounds and one player's record. States, outcomes and payouts are worked out here from the
 * index and the head block's time with the sdk's rules, so the index stores each fact once.
 */
export function addPredictionRoutes(app: FastifyInstance, context: RewardRoutesContext): void {
  const { db } = context

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/prediction/rounds',
    params: chainParams,
    query: roundsQuery,
    handler: async ({ params, query }): Promise<ApiPredictionRoundPage> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, clock) => {
        let select = trx
          .selectFrom('prediction_round')
          .selectAll()
          .where('chain_id', '=', params.chainId)
        if (query.cursor !== undefined) select = select.where('epoch', '<', query.cursor)
        const rows = await select
          .orderBy('epoch', 'desc')
          .limit(query.limit + 1)
          .execute()
        const { page, nextCursor } = cursorPage(rows, query.limit, (last) => last.epoch.toString())
        return { data: page.map((row) => toApiRound(row, clock)), nextCursor }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/prediction/rounds/:epoch',
    params: roundParams,
    handler: async ({ params }): Promise<ApiPredictionRound> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, clock) => {
        const row = await trx
          .selectFrom('prediction_round')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .where('epoch', '=', params.epoch)
          .executeTakeFirst()
        if (!row) throw new NotFoundError(predictionRoundNotFound(params.epoch))
        return toApiRound(row, clock)
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/prediction/users/:address/bets',
    params: userParams,
    query: betsQuery,
    handler: async ({ params, query }): Promise<ApiPredictionBetPage> => {
      assertServedChain(context, params.chainId)
      const { filter, limit } = query
      return inSnapshot(db, params.chainId, async (trx, clock) => {
        const found: ApiPredictionBet[] = []
        let before = query.cursor
        // One more than the page tells whether another page follows.
        while (found.length <= limit) {
          let select = trx
            .selectFrom('prediction_bet as b')
            .selectAll('b')
            .where('b.chain_id', '=', params.chainId)
            .where('b.user', '=', params.address)
          if (before !== undefined) select = select.where('b.epoch', '<', before)
          // Narrowed in SQL to the bets the filter can show (a claimed bet was won or refunded;
          // an unclaimed one is due unless its round closed on the other side); the sdk's filter
          // below has the last word (a running bet is never due).
          if (filter === 'collected') select = select.where('b.claimed', '=', true)
          if (filter === 'uncollected') {
            select = select
              .where('b.claimed', '=', false)
              .where(({ exists, not, selectFrom }) =>
                not(
                  exists(
                    selectFrom('prediction_round as r')
                      .select('r.id')
                      .whereRef('r.chain_id', '=', 'b.chain_id')
                      .whereRef('r.epoch', '=', 'b.epoch')
                      .where('r.oracle_called', '=', true)
                      .whereRef('r.position', '<>', 'b.position'),
                  ),
                ),
              )
          }
          const bets = await select.orderBy('b.epoch', 'desc').limit(BET_BATCH).execute()
          const rounds = await readRounds(
            trx,
            params.chainId,
            bets.map((bet) => bet.epoch),
          )
          for (const bet of bets) {
            const round = rounds.get(bet.epoch)
            // Written by the round's StartRound, before any bet in it.
            if (!round) throw new Error(`prediction: round ${bet.epoch} missing for ${bet.id}`)
            const apiBet = toApiBet(bet, round, clock)
            if (!matchesHistoryFilter(filter, apiBet.outcome, apiBet.claimed)) continue
            found.push(apiBet)
            if (found.length > limit) break
          }
          const last = bets.at(-1)
          if (bets.length < BET_BATCH || last === undefined) break
          before = last.epoch
        }
        const { page: bets, nextCursor } = cursorPage(found, limit, (last) => last.epoch)
        return { filter, bets, nextCursor }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/prediction/leaderboard',
    params: chainParams,
    query: leaderboardQuery,
    handler: async ({ params, query }): Promise<ApiPredictionLeaderboard> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx) => {
        const standings = await readPredictionStandings(trx, { chainId: params.chainId })
        standings.sort(comparePredictionStandings(query.orderBy))
        return {
          orderBy: query.orderBy,
          players: standings.slice(0, query.limit).map(toApiPlayer),
        }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/prediction/players/:address',
    params: userParams,
    handler: async ({ params }): Promise<ApiPredictionPlayer> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx) => {
        const [standing] = await readPredictionStandings(trx, {
          chainId: params.chainId,
          user: params.address,
        })
        // Any address has a record: one that has not played an ended round has played none
        // (a 404 would make every newcomer's page log a failed request).
        return standing
          ? toApiPlayer(standing)
          : {
              user: params.address.toLowerCase(),
              roundsPlayed: 0,
              roundsWon: 0,
              winRate: 0,
              totalBet: '0',
              netBnb: '0',
            }
      })
    },
  })
}
