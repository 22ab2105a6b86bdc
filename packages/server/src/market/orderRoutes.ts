import type { ApiItem, ApiList, ApiOrder, ApiOrderSearchResult } from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Hex } from 'viem'
import { z } from 'zod'
import { ConflictError, ForbiddenError, NotFoundError } from '../http/httpErrors'
import { addRoute } from '../http/route'
import {
  addressSchema,
  assertServedChain,
  chainParams,
  indexedTo,
  type MarketContext,
  tokenIdSchema,
  tokenUidSchema,
} from './context'
import {
  isOpenOrder,
  nowSeconds,
  orderStatus,
  selectOrders,
  toApiOrder,
  toOrderSearchResult,
} from './orderView'
import { storeLazyOrder } from './storeLazyOrder'
import { resolveTokenCollection } from './tokenCollection'
import {
  ON_CHAIN_ORDER_STATUS,
  readOrderStatusOnChain,
  requireNftContracts,
  signedOrderSchema,
  verifyLazyOrder,
} from './verifyLazyOrder'

/** The most results orders/search answers (newest first). */
export const ORDER_SEARCH_LIMIT = 1000

const searchQuery = z
  .strictObject({
    creator: addressSchema.optional(),
    collection: addressSchema.optional(),
    tokenId: tokenIdSchema.optional(),
    onOrder: z.enum(['0', '1']).optional(),
  })
  .refine((query) => query.creator !== undefined || query.collection !== undefined, {
    message: 'give creator or collection',
  })
  .refine((query) => query.tokenId === undefined || query.collection !== undefined, {
    message: 'tokenId needs collection',
    path: ['tokenId'],
  })

/** `orders?uid[&collection]`: collection is needed only when the UID is used by several. */
const ordersQuery = z.strictObject({ uid: tokenUidSchema, collection: addressSchema.optional() })

/** `orders/cancel`'s body (spec §7 `{ tokenUID }`, plus the collection, as for orders?uid). */
const cancelBody = z.strictObject({
  tokenUID: tokenUidSchema,
  collection: addressSchema.optional(),
})

/**
 * Lazy orders (spec §7): a creator stores a signed order for a buyer to execute on chain, or
 * withdraws it once cancelled on chain; anyone reads a token's orders (a token is a collection
 * and a token UID) or searches open ones. Statuses combine this table with the index (executed
 * or cancelled on chain, the collection's ownership epoch) and the clock (expired); only an
 * open order is answered with its signature.
 */
export function addOrderRoutes(app: FastifyInstance, context: MarketContext): void {
  addRoute(app, {
    method: 'POST',
    url: '/v1/:chainId/orders/create',
    params: chainParams,
    body: signedOrderSchema,
    auth: true,
    rateLimit: context.writeRateLimit,
    async handler({ params, body, session, reply }): Promise<ApiItem<ApiOrder>> {
      assertServedChain(context, params.chainId)
      if (body.creator !== session.address) {
        throw new ForbiddenError(
          `Only the creator can submit an order; it names ${body.creator} and you are signed in as ${session.address}.`,
        )
      }
      const verified = await verifyLazyOrder(context, body)
      const { row, created } = await storeLazyOrder(context, verified)
      reply.code(created ? 201 : 200)
      return { data: toApiOrder(row), indexedTo: await indexedTo(context.db, context.chainId) }
    },
  })

  addRoute(app, {
    method: 'POST',
    url: '/v1/:chainId/orders/cancel',
    params: chainParams,
    body: cancelBody,
    auth: true,
    rateLimit: context.writeRateLimit,
    async handler({ params, body, session }): Promise<ApiItem<ApiOrder>> {
      assertServedChain(context, params.chainId)
      const collection = await resolveTokenCollection(context, {
        tokenUid: body.tokenUID,
        collection: body.collection,
        part: 'body',
      })
      const now = nowSeconds()
      // The order a buyer could still take, else one the index saw cancelled on chain that this
      // table still holds open: the newest of them.
      const held =
        collection === undefined
          ? []
          : await selectOrders(context.db, context.chainId)
              .where('o.collection', '=', collection)
              .where('o.token_uid', '=', body.tokenUID)
              .where('o.status', '=', 'open')
              .orderBy('o.created_at', 'desc')
              .orderBy('o.hash')
              .execute()
      const open = held.find(
        (row) => orderStatus(row, now) === 'open' || row.settled === 'Cancelled',
      )
      if (!open) throw new NotFoundError(`Token ${body.tokenUID} has no open order to cancel.`)
      if (open.creator !== session.address) {
        throw new ForbiddenError(
          `Only the order's creator ${open.creator} can cancel it; you are signed in as ${session.address}.`,
        )
      }
      // A signature stays valid on chain until the factory's cancelOrder kills it: the order is
      // withdrawn here only once the chain says so.
      if (open.settled !== 'Cancelled') {
        const contracts = await requireNftContracts(context)
        const onChain = await readOrderStatusOnChain(context, contracts, open.hash as Hex)
        if (onChain === ON_CHAIN_ORDER_STATUS.executed) {
          throw new ConflictError('This order was already executed on chain.')
        }
        if (onChain !== ON_CHAIN_ORDER_STATUS.cancelled) {
          throw new ConflictError(
            `Order ${open.hash} is still valid on chain: cancel it first with the factory's cancelOrder (sent by ${open.creator}), then call orders/cancel again.`,
          )
        }
      }
      await context.db
        .updateTable('market_order')
        .set({ status: 'cancelled', updated_at: sql<Date>`now()` })
        .where('chain_id', '=', context.chainId)
        .where('hash', '=', open.hash)
        .execute()
      const row = await selectOrders(context.db, context.chainId)
        .where('o.hash', '=', open.hash)
        .executeTakeFirstOrThrow()
      return { data: toApiOrder(row, now), indexedTo: await indexedTo(context.db, context.chainId) }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/orders',
    params: chainParams,
    query: ordersQuery,
    async handler({ params, query }): Promise<ApiList<ApiOrder>> {
      assertServedChain(context, params.chainId)
      const to = await indexedTo(context.db, context.chainId)
      const collection = await resolveTokenCollection(context, {
        tokenUid: query.uid,
        collection: query.collection,
        part: 'query',
      })
      if (collection === undefined) return { data: [], indexedTo: to }
      const rows = await selectOrders(context.db, context.chainId)
        .where('o.collection', '=', collection)
        .where('o.token_uid', '=', query.uid)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.hash')
        .execute()
      const now = nowSeconds()
      return { data: rows.map((row) => toApiOrder(row, now)), indexedTo: to }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/orders/search',
    params: chainParams,
    query: searchQuery,
    async handler({ params, query }): Promise<ApiList<ApiOrderSearchResult>> {
      assertServedChain(context, params.chainId)
      const to = await indexedTo(context.db, context.chainId)
      let search = selectOrders(context.db, context.chainId)
        .leftJoin('market_token as t', (join) =>
          join
            .onRef('t.chain_id', '=', 'o.chain_id')
            .onRef('t.collection', '=', 'o.collection')
            .onRef('t.token_uid', '=', 'o.token_uid'),
        )
        .select('t.token_id as known_token_id')
      if (query.creator !== undefined) search = search.where('o.creator', '=', query.creator)
      if (query.collection !== undefined) {
        search = search.where('o.collection', '=', query.collection)
      }
      if (query.tokenId !== undefined) {
        const tokenId = BigInt(query.tokenId)
        search = search.where((eb) =>
          eb.or([eb('l.token_id', '=', tokenId), eb('t.token_id', '=', tokenId)]),
        )
      }
      if (query.onOrder === '1') {
        search = search.where((eb) => isOpenOrder(eb))
      }
      const rows = await search
        .orderBy('o.updated_at', 'desc')
        .orderBy('o.hash')
        .limit(ORDER_SEARCH_LIMIT)
        .execute()
      return { data: rows.map(toOrderSearchResult), indexedTo: to }
    },
  })
}
