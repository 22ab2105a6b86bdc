import type { ApiIfo, ApiIfoDepositPage, ApiIfoPage, ApiIfoUser, ApiIfoUserPage } from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema'
import { readOnIndexedClock } from '../graphql/snapshotClock'
import { NotFoundError } from '../http/httpErrors'
import { blockLogCursorOf, blockLogCursorSchema, cursorPage, limitQuery } from '../http/pagination'
import { addRoute } from '../http/route'
import { addressSchema, assertServedChain, chainParams } from '../market/context'
import type { RewardRoutesContext } from '../rewards/rewardRoutes'
import type { IfoSaleRow } from './handleIfo'
import { toApiIfo, toApiIfoDeposit, toApiIfoUser } from './ifoApi'

export const IFO_DEFAULT_LIMIT = 20
export const IFO_MAX_LIMIT = 1000

/** The answer to a sale lookup that finds nothing. */
export const ifoNotFound = (address: string): string => `No IFO ${address} in the index`

const UINT256_LIMIT = 2n ** 256n

const limitSchema = limitQuery(IFO_DEFAULT_LIMIT, IFO_MAX_LIMIT)

/** Where a page of sales (newest start first) ended: `<startTimestamp>-<address>`. */
type SaleCursor = { start: bigint; address: string }

const saleCursorSchema = z
  .string()
  // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw (a 500).
  .regex(/^\d{1,78}-0x[0-9a-fA-F]{40}$/, {
    message: 'must be a cursor from an earlier page (<startTimestamp>-<address>)',
    abort: true,
  })
  .refine((value) => BigInt(value.split('-')[0] ?? '') < UINT256_LIMIT, 'must fit in uint256')
  .transform((value): SaleCursor => {
    const [start = '', address = ''] = value.split('-')
    return { start: BigInt(start), address: address.toLowerCase() }
  })

const saleCursorOf = (sale: Pick<IfoSaleRow, 'start_timestamp' | 'id'>): string =>
  `${sale.start_timestamp}-${sale.id}`

const saleParams = chainParams.extend({ address: addressSchema })
const saleUserParams = saleParams.extend({ user: addressSchema })
const walletParams = chainParams.extend({ user: addressSchema })
const salesQuery = z.object({ limit: limitSchema, cursor: saleCursorSchema.optional() })
const depositsQuery = z.object({
  user: addressSchema.optional(),
  limit: limitSchema,
  // Where a page of commits (newest first) ended.
  cursor: blockLogCursorSchema.optional(),
})

/** One answer read in one snapshot, on the indexed head's clock (or the sales' latest time). */
const inSnapshot = <answer>(
  db: Kysely<Database>,
  chainId: number,
  read: (trx: Kysely<Database>, now: bigint) => Promise<answer>,
): Promise<answer> => readOnIndexedClock(db, chainId, 'ifo_sale', ({ trx, now }) => read(trx, now))

/** Sales with their pools, in the order given. */
async function withPools(
  trx: Kysely<Database>,
  chainId: number,
  sales: IfoSaleRow[],
  now: bigint,
): Promise<ApiIfo[]> {
  if (sales.length === 0) return []
  const pools = await trx
    .selectFrom('ifo_pool')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where(
      'ifo',
      'in',
      sales.map((sale) => sale.id),
    )
    .execute()
  return sales.map((sale) => toApiIfo(sale, pools, now))
}

async function findSale(
  trx: Kysely<Database>,
  chainId: number,
  address: string,
): Promise<IfoSaleRow> {
  const sale = await trx
    .selectFrom('ifo_sale')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('id', '=', address)
    .executeTakeFirst()
  if (!sale) throw new NotFoundError(ifoNotFound(address))
  return sale
}

/**
 * The initial offerings' reads under `/v1/{chainId}/ifo` (issue 33): sales newest start first
 * with both pools and their phase on the indexed head's clock, one sale, a wallet in a sale
 * (zeros for one that never committed), a wallet's sales, and a sale's commits newest first.
 * Phases are worked out here with the sdk's rule, so the index stores each fact once.
 */
export function addIfoRoutes(app: FastifyInstance, context: RewardRoutesContext): void {
  const { db } = context

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/ifo/offerings',
    params: chainParams,
    query: salesQuery,
    handler: async ({ params, query }): Promise<ApiIfoPage> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, now) => {
        let select = trx.selectFrom('ifo_sale').selectAll().where('chain_id', '=', params.chainId)
        const { cursor } = query
        if (cursor !== undefined) {
          select = select.where((eb) =>
            eb.or([
              eb('start_timestamp', '<', cursor.start),
              eb.and([eb('start_timestamp', '=', cursor.start), eb('id', '<', cursor.address)]),
            ]),
          )
        }
        const rows = await select
          .orderBy('start_timestamp', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit + 1)
          .execute()
        const { page, nextCursor } = cursorPage(rows, query.limit, saleCursorOf)
        return { data: await withPools(trx, params.chainId, page, now), nextCursor }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/ifo/offerings/:address',
    params: saleParams,
    handler: async ({ params }): Promise<ApiIfo> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, now) => {
        const sale = await findSale(trx, params.chainId, params.address)
        const [answer] = await withPools(trx, params.chainId, [sale], now)
        if (!answer) throw new Error(`ifo: ${sale.id} lost its pools`)
        return answer
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/ifo/offerings/:address/users/:user',
    params: saleUserParams,
    handler: async ({ params }): Promise<ApiIfoUser> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx) => {
        const sale = await findSale(trx, params.chainId, params.address)
        const userRow = await trx
          .selectFrom('ifo_user')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .where('ifo', '=', sale.id)
          .where('user', '=', params.user)
          .executeTakeFirst()
        const userPools = await trx
          .selectFrom('ifo_user_pool')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .where('ifo', '=', sale.id)
          .where('user', '=', params.user)
          .execute()
        // Any wallet has a place in a sale: one that never committed has zeros (a 404 would
        // make every newcomer's card log a failed request).
        return toApiIfoUser(sale.id, params.user, userRow, userPools)
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/ifo/offerings/:address/deposits',
    params: saleParams,
    query: depositsQuery,
    handler: async ({ params, query }): Promise<ApiIfoDepositPage> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx) => {
        const sale = await findSale(trx, params.chainId, params.address)
        let select = trx
          .selectFrom('ifo_deposit')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .where('ifo', '=', sale.id)
        if (query.user !== undefined) select = select.where('user', '=', query.user)
        const { cursor } = query
        if (cursor !== undefined) {
          select = select.where((eb) =>
            eb.or([
              eb('block_number', '<', cursor.block),
              eb.and([
                eb('block_number', '=', cursor.block),
                eb('log_index', '<', cursor.logIndex),
              ]),
            ]),
          )
        }
        const rows = await select
          .orderBy('block_number', 'desc')
          .orderBy('log_index', 'desc')
          .limit(query.limit + 1)
          .execute()
        const { page, nextCursor } = cursorPage(rows, query.limit, blockLogCursorOf)
        return { data: page.map(toApiIfoDeposit), nextCursor }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/ifo/users/:user',
    params: walletParams,
    query: salesQuery,
    handler: async ({ params, query }): Promise<ApiIfoUserPage> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx) => {
        let select = trx
          .selectFrom('ifo_user as u')
          .innerJoin('ifo_sale as s', (join) =>
            join.onRef('s.chain_id', '=', 'u.chain_id').onRef('s.id', '=', 'u.ifo'),
          )
          .selectAll('u')
          .select(['s.start_timestamp'])
          .where('u.chain_id', '=', params.chainId)
          .where('u.user', '=', params.user)
        const { cursor } = query
        if (cursor !== undefined) {
          select = select.where((eb) =>
            eb.or([
              eb('s.start_timestamp', '<', cursor.start),
              eb.and([eb('s.start_timestamp', '=', cursor.start), eb('s.id', '<', cursor.address)]),
            ]),
          )
        }
        const rows = await select
          .orderBy('s.start_timestamp', 'desc')
          .orderBy('s.id', 'desc')
          .limit(query.limit + 1)
          .execute()
        const { page, nextCursor } = cursorPage(rows, query.limit, (last) =>
          saleCursorOf({ start_timestamp: last.start_timestamp, id: last.ifo }),
        )
        const userPools =
          page.length === 0
            ? []
            : await trx
                .selectFrom('ifo_user_pool')
                .selectAll()
                .where('chain_id', '=', params.chainId)
                .where('user', '=', params.user)
                .where(
                  'ifo',
                  'in',
                  page.map((row) => row.ifo),
                )
                .execute()
        return {
          data: page.map((row) => toApiIfoUser(row.ifo, params.user, row, userPools)),
          nextCursor,
        }
      })
    },
  })
}
