import type {
  ApiFarmAuction,
  ApiFarmAuctionActivityPage,
  ApiFarmAuctionBidderDetail,
  ApiFarmAuctionBidderList,
  ApiFarmAuctionDetail,
  ApiFarmAuctionPage,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { SupportedChainId } from '../chains'
import type { Database } from '../db/schema'
import { readOnIndexedClock } from '../graphql/snapshotClock'
import { NotFoundError } from '../http/httpErrors'
import { blockLogCursorOf, blockLogCursorSchema, cursorPage, limitQuery } from '../http/pagination'
import { addRoute } from '../http/route'
import { addressSchema, assertServedChain } from '../market/context'
import { chainIdParam } from '../routes/status'
import {
  getFarmAuctionState,
  rankApiFarmAuctionBids,
  toApiFarmAuction,
  toApiFarmAuctionActivity,
  toApiFarmAuctionBidder,
} from './auctionApi'
import type { FarmAuctionBidderRow, FarmAuctionBidRow, FarmAuctionRow } from './handleAuction'

export type AuctionRoutesParameters = {
  db: Kysely<Database>
  /** The chain this server indexes; other supported chains answer 404. */
  chainId: SupportedChainId
}

export const AUCTIONS_DEFAULT_LIMIT = 20
export const AUCTIONS_MAX_LIMIT = 100
export const ACTIVITY_DEFAULT_LIMIT = 50
export const ACTIVITY_MAX_LIMIT = 1000

/** The answers to lookups that find nothing. */
export const auctionNotFound = (id: bigint): string => `No farm auction ${id} in the index`
export const NO_AUCTION_YET = 'No farm auction in the index yet: none has been started'
export const noOpenAuction = (latest: bigint): string =>
  `No open farm auction: the latest, auction ${latest}, is closed and no other has been started`

const INT8_LIMIT = 2n ** 63n

/** An auction's number (GhostFarmAuction counts from 0), as the index keeps it (int8). */
const auctionNumberSchema = (message: string) =>
  z
    .string()
    // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw (a 500).
    .regex(/^(0|[1-9]\d{0,18})$/, { message, abort: true })
    .refine((value) => BigInt(value) < INT8_LIMIT, 'is out of range')
    .transform(BigInt)

const auctionIdSchema = auctionNumberSchema('must be an auction id (a whole number from 0)')

/** Where a page of auctions (newest first) ended: the last auction's id. */
const auctionCursorSchema = auctionNumberSchema(
  'must be a cursor from an earlier page (an auction id)',
)

const chainParams = z.strictObject({ chainId: chainIdParam })
const auctionParams = z.strictObject({ chainId: chainIdParam, id: auctionIdSchema })
const bidderParams = z.strictObject({ chainId: chainIdParam, address: addressSchema })
const noQuery = z.strictObject({})
const auctionsQuery = z.strictObject({
  limit: limitQuery(AUCTIONS_DEFAULT_LIMIT, AUCTIONS_MAX_LIMIT),
  cursor: auctionCursorSchema.optional(),
})
const activityQuery = z.strictObject({
  limit: limitQuery(ACTIVITY_DEFAULT_LIMIT, ACTIVITY_MAX_LIMIT),
  // Where a page of bids (newest first) ended.
  cursor: blockLogCursorSchema.optional(),
})

/** One answer read in one snapshot, on the indexed head's clock (or the auctions' latest time). */
const inSnapshot = <answer>(
  db: Kysely<Database>,
  chainId: number,
  read: (trx: Kysely<Database>, now: bigint) => Promise<answer>,
): Promise<answer> =>
  readOnIndexedClock(db, chainId, 'farm_auction', ({ trx, now }) => read(trx, now))

/** The listed wallets among `accounts`, by wallet. */
async function biddersByAccount(
  trx: Kysely<Database>,
  chainId: number,
  accounts: readonly string[],
): Promise<Map<string, FarmAuctionBidderRow>> {
  const unique = [...new Set(accounts)]
  if (unique.length === 0) return new Map()
  const rows = await trx
    .selectFrom('farm_auction_bidder')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('id', 'in', unique)
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/** Auctions with their winners, in the order given. */
async function withWinners(
  trx: Kysely<Database>,
  chainId: number,
  auctions: readonly FarmAuctionRow[],
  now: bigint,
): Promise<ApiFarmAuction[]> {
  const closed = auctions.filter((auction) => auction.closed).map((auction) => auction.auction_id)
  const winning =
    closed.length === 0
      ? []
      : await trx
          .selectFrom('farm_auction_bid')
          .selectAll()
          .where('chain_id', '=', chainId)
          .where('auction_id', 'in', closed)
          .where('winner', '=', true)
          .execute()
  const bidders = await biddersByAccount(
    trx,
    chainId,
    winning.map((bid) => bid.bidder),
  )
  return auctions.map((auction) =>
    toApiFarmAuction(
      auction,
      winning.filter((bid) => bid.auction_id === auction.auction_id),
      bidders,
      now,
    ),
  )
}

/** An auction with every bid ranked. */
async function detailOf(
  trx: Kysely<Database>,
  chainId: number,
  auction: FarmAuctionRow,
  now: bigint,
): Promise<ApiFarmAuctionDetail> {
  const bids = await trx
    .selectFrom('farm_auction_bid')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('auction_id', '=', auction.auction_id)
    .execute()
  const bidders = await biddersByAccount(
    trx,
    chainId,
    bids.map((bid) => bid.bidder),
  )
  const [head] = await withWinners(trx, chainId, [auction], now)
  if (!head) throw new Error(`farm auction: ${auction.id} lost its head`)
  return { ...head, bidRanking: rankApiFarmAuctionBids(auction, bids, bidders) }
}

async function findAuction(
  trx: Kysely<Database>,
  chainId: number,
  id: bigint,
): Promise<FarmAuctionRow> {
  const auction = await trx
    .selectFrom('farm_auction')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('auction_id', '=', id)
    .executeTakeFirst()
  if (!auction) throw new NotFoundError(auctionNotFound(id))
  return auction
}

/**
 * The farm auctions' reads under `/v1/{chainId}/farm-auctions` (issue 35): auctions newest first
 * with their state on the indexed head's clock and their winners, one auction (or the open one)
 * with every bid ranked as the close ranks them, an auction's bids newest first, the whitelist,
 * and a wallet's standing with its bid in every auction and what it can reclaim. States, ranks
 * and reclaimable amounts are worked out here, so the index stores each fact once.
 */
export function addAuctionRoutes(app: FastifyInstance, context: AuctionRoutesParameters): void {
  const { db } = context
  const base = '/v1/:chainId/farm-auctions'

  addRoute(app, {
    method: 'GET',
    url: `${base}/auctions`,
    params: chainParams,
    query: auctionsQuery,
    handler: async ({ params, query }): Promise<ApiFarmAuctionPage> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, now) => {
        let select = trx
          .selectFrom('farm_auction')
          .selectAll()
          .where('chain_id', '=', params.chainId)
        if (query.cursor !== undefined) select = select.where('auction_id', '<', query.cursor)
        const rows = await select
          .orderBy('auction_id', 'desc')
          .limit(query.limit + 1)
          .execute()
        const { page, nextCursor } = cursorPage(rows, query.limit, (last) =>
          last.auction_id.toString(),
        )
        return { data: await withWinners(trx, params.chainId, page, now), nextCursor }
      })
    },
  })

  // `current` is a static segment: the router tries it before `auctions/:id`.
  addRoute(app, {
    method: 'GET',
    url: `${base}/auctions/current`,
    params: chainParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiFarmAuctionDetail> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, now) => {
        const latest = await trx
          .selectFrom('farm_auction')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .orderBy('auction_id', 'desc')
          .limit(1)
          .executeTakeFirst()
        if (!latest) throw new NotFoundError(NO_AUCTION_YET)
        // GhostFarmAuction opens one auction at a time: only the latest can be open.
        if (latest.closed) throw new NotFoundError(noOpenAuction(latest.auction_id))
        return detailOf(trx, params.chainId, latest, now)
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: `${base}/auctions/:id`,
    params: auctionParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiFarmAuctionDetail> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, now) =>
        detailOf(trx, params.chainId, await findAuction(trx, params.chainId, params.id), now),
      )
    },
  })

  addRoute(app, {
    method: 'GET',
    url: `${base}/auctions/:id/activity`,
    params: auctionParams,
    query: activityQuery,
    handler: async ({ params, query }): Promise<ApiFarmAuctionActivityPage> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx) => {
        const auction = await findAuction(trx, params.chainId, params.id)
        let select = trx
          .selectFrom('farm_auction_bid_event')
          .selectAll()
          .where('chain_id', '=', params.chainId)
          .where('auction_id', '=', auction.auction_id)
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
        const bidders = await biddersByAccount(
          trx,
          params.chainId,
          page.map((row) => row.bidder),
        )
        return { data: page.map((row) => toApiFarmAuctionActivity(row, bidders)), nextCursor }
      })
    },
  })

  addRoute(app, {
    method: 'GET',
    url: `${base}/bidders`,
    params: chainParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiFarmAuctionBidderList> => {
      assertServedChain(context, params.chainId)
      // The owner lists project wallets one by one: a list a page shows whole.
      const rows = await db
        .selectFrom('farm_auction_bidder')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        .orderBy('whitelisted', 'desc')
        .orderBy('added_block')
        .orderBy('added_log_index')
        .execute()
      return { data: rows.map(toApiFarmAuctionBidder) }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: `${base}/bidders/:address`,
    params: bidderParams,
    query: noQuery,
    handler: async ({ params }): Promise<ApiFarmAuctionBidderDetail> => {
      assertServedChain(context, params.chainId)
      return inSnapshot(db, params.chainId, async (trx, now) => {
        const account = params.address
        const mine = await trx
          .selectFrom('farm_auction_bid')
          .select('auction_id')
          .where('chain_id', '=', params.chainId)
          .where('bidder', '=', account)
          .execute()
        const auctionIds = mine.map((bid) => bid.auction_id)
        const [auctions, bids] =
          auctionIds.length === 0
            ? [[], []]
            : await Promise.all([
                trx
                  .selectFrom('farm_auction')
                  .selectAll()
                  .where('chain_id', '=', params.chainId)
                  .where('auction_id', 'in', auctionIds)
                  .orderBy('auction_id', 'desc')
                  .execute(),
                // Every bid of those auctions: a wallet's rank is its place among them.
                trx
                  .selectFrom('farm_auction_bid')
                  .selectAll()
                  .where('chain_id', '=', params.chainId)
                  .where('auction_id', 'in', auctionIds)
                  .execute(),
              ])
        const bidders = await biddersByAccount(trx, params.chainId, [
          account,
          ...bids.map((bid: FarmAuctionBidRow) => bid.bidder),
        ])
        const own = bidders.get(account)
        const standing = auctions.flatMap((auction) => {
          const ranked = rankApiFarmAuctionBids(
            auction,
            bids.filter((bid) => bid.auction_id === auction.auction_id),
            bidders,
          )
          const bid = ranked.find((each) => each.account === account)
          if (!bid) return []
          return [
            {
              ...bid,
              auctionId: Number(auction.auction_id),
              auctionState: getFarmAuctionState(auction, now),
            },
          ]
        })
        return {
          account,
          whitelisted: own?.whitelisted ?? false,
          projectName: own?.project_name ?? null,
          lpToken: own?.lp_token ?? null,
          addedAt: own === undefined ? null : Number(own.added_at),
          removedAt: own?.removed_at === null || own === undefined ? null : Number(own.removed_at),
          bids: standing,
          reclaimable: standing.reduce((sum, bid) => sum + BigInt(bid.reclaimable), 0n).toString(),
        }
      })
    },
  })
}
