import type {
  ApiCollection,
  ApiCollectionTokens,
  ApiItem,
  ApiList,
  ApiOwnerTokens,
  ApiPage,
  ApiToken,
  ApiUniqueness,
  NftLocation,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { z } from 'zod'
import { NotFoundError } from '../http/httpErrors'
import { paginationQuery } from '../http/pagination'
import { addRoute } from '../http/route'
import { createCollectionTokenStats } from './collectionTokenStats'
import { collectionExists, selectCollections, toApiCollection } from './collectionView'
import {
  addressSchema,
  assertServedChain,
  chainParams,
  indexedTo,
  type MarketContext,
  tokenIdSchema,
} from './context'
import { selectMintedTokenPage } from './mintedTokenPage'
import { countTokens, selectTokens, type TraitFilter, tokenOrder } from './tokenQuery'
import { toApiToken } from './tokenView'
import {
  hasNoNul,
  NUL_MESSAGE,
  type TokenListOptions,
  tokenListQuery,
  traitFilterQuery,
} from './traitFilterQuery'
import { createVersionedCache } from './versionedCache'

const collectionParams = chainParams.extend({ address: addressSchema })
const tokenParams = collectionParams.extend({ tokenId: tokenIdSchema })

const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' })

/** Pages of minted tokens kept between requests, of at most KEPT_PAGE_SIZE tokens (~100 kB). */
const MINTED_PAGES_KEPT = 100
const KEPT_PAGE_SIZE = 100

export const NEWEST_DEFAULT = 10
export const NEWEST_MAX = 100

const newestQuery = z.object({
  onOrder: flag.optional(),
  updateDesc: flag.optional(),
  first: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(NEWEST_MAX, `must be at most ${NEWEST_MAX}`))
    .default(NEWEST_DEFAULT),
})

const uniqueQuery = z.object({
  key: z.enum(['name'], { error: "must be 'name'" }),
  value: z
    .string({ error: 'must be given' })
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .refine(hasNoNul, NUL_MESSAGE),
})

/**
 * `address` narrows the list to that collection: a page of one, or an empty page (200) when no
 * collection is there, so a screen can ask whether a collection exists without a failed request.
 */
const collectionsQuery = paginationQuery().extend({ address: addressSchema.optional() })

/** A wallet's tokens come a page at a time, like every list: a wallet may hold any number. */
const ownerQuery = paginationQuery().extend({ account: addressSchema })

/**
 * GET reads of spec §7 under `/v1/{chainId}/collections`: collections, a collection's tokens
 * (paged, or filtered by traits, with the whole collection's trait counts), one token, a
 * wallet's tokens, name uniqueness and the newest tokens. Every answer with chain state says up
 * to which block it is indexed.
 */
export function addCollectionReadRoutes(app: FastifyInstance, context: MarketContext): void {
  const { db } = context
  const tokenStats = createCollectionTokenStats(db)
  const mintedPages = createVersionedCache<ApiToken[]>(MINTED_PAGES_KEPT)

  const assertCollection = async (chainId: number, address: string) => {
    if (!(await collectionExists(db, chainId, address))) {
      throw new NotFoundError(`No collection ${address} on chain ${chainId}.`)
    }
  }

  /** The collection's token state; not found when the index has no such collection. */
  const knownTokenState = async (chainId: number, address: string) => {
    const state = await tokenStats.state(chainId, address)
    if (!state.known) throw new NotFoundError(`No collection ${address} on chain ${chainId}.`)
    return state
  }

  /** A page of a collection's tokens, with the trait counts of all its tokens. */
  const collectionTokens = async (
    chainId: number,
    address: string,
    page: number,
    size: number,
    traits: TraitFilter,
    options: TokenListOptions,
  ): Promise<ApiCollectionTokens> => {
    const state = await knownTokenState(chainId, address)
    const scope = { chainId, collection: address, onOrder: options.onSale }
    const order = tokenOrder(options.ordering)
    const offset = (page - 1) * size
    const stats = await tokenStats.stats(chainId, address, state.version)
    // Only the default list (every token by id) is read the fast way and counted from the stats.
    const filtered = Object.keys(traits).length > 0 || options.onSale || order !== 'tokenId'
    const readMinted = async () =>
      (
        await selectMintedTokenPage(db, {
          chainId,
          collection: address,
          collectionName: state.name,
          limit: size,
          offset,
        })
      ).map(toApiToken)
    const readAny = async () =>
      (await selectTokens(db, { scope, traits, order, limit: size, offset })).map(toApiToken)
    // Pages before the tokens not minted yet depend on the index and the descriptions only, both
    // covered by the version: kept (up to the default size, to bound memory). Later pages depend
    // on orders expiring: read every time.
    const beforeNotMinted = !filtered && offset + size <= stats.minted
    const [data, count] = await Promise.all([
      !beforeNotMinted
        ? readAny()
        : size > KEPT_PAGE_SIZE
          ? readMinted()
          : mintedPages.get(`${chainId}/${address}/${offset}/${size}`, state.version, readMinted),
      filtered ? countTokens(db, scope, traits) : undefined,
    ])
    return {
      data,
      total: count === undefined ? stats.total : count.minted + count.notMinted,
      page,
      size,
      indexedTo: state.indexedTo,
      attributesDistribution: stats.attributesDistribution,
    }
  }

  /**
   * The page of one minted token (`tokens?tokenId=`): the detail route's token, or an empty page
   * when the collection has no such token, so a screen can ask without a failed request.
   */
  const oneToken = async (
    chainId: number,
    address: string,
    tokenId: string,
    size: number,
  ): Promise<ApiCollectionTokens> => {
    const state = await knownTokenState(chainId, address)
    const [rows, stats] = await Promise.all([
      selectTokens(db, {
        scope: { chainId, collection: address, tokenId },
        order: 'tokenId',
        limit: 1,
        offset: 0,
      }),
      tokenStats.stats(chainId, address, state.version),
    ])
    return {
      data: rows.map(toApiToken),
      total: rows.length,
      page: 1,
      size,
      indexedTo: state.indexedTo,
      attributesDistribution: stats.attributesDistribution,
    }
  }

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections',
    params: chainParams,
    query: collectionsQuery,
    handler: async ({ params, query }): Promise<ApiPage<ApiCollection>> => {
      assertServedChain(context, params.chainId)
      const offset = (query.page - 1) * query.size
      const { chainId, address } = { chainId: params.chainId, address: query.address }
      const [rows, indexed] = await Promise.all([
        selectCollections(db, { chainId, address, limit: query.size, offset }),
        indexedTo(db, params.chainId),
      ])
      const total =
        rows[0]?.total ??
        (offset === 0
          ? '0'
          : ((await selectCollections(db, { chainId, address, limit: 1, offset: 0 }))[0]?.total ??
            '0'))
      return {
        data: rows.map(toApiCollection),
        total: Number(total),
        page: query.page,
        size: query.size,
        indexedTo: indexed,
      }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections/isunique',
    params: chainParams,
    query: uniqueQuery,
    handler: async ({ params, query }): Promise<ApiUniqueness> => {
      assertServedChain(context, params.chainId)
      const { rows } = await sql<{ taken: boolean }>`
        select exists (
          select 1 from market_collection
          where chain_id = ${params.chainId} and lower(name) = lower(${query.value})
        ) or exists (
          select 1 from nft_collection
          where chain_id = ${params.chainId} and lower(name) = lower(${query.value})
        ) as taken`.execute(db)
      return { key: query.key, value: query.value, unique: rows[0]?.taken !== true }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections/ownertokens',
    params: chainParams,
    query: ownerQuery,
    handler: async ({ params, query }): Promise<ApiOwnerTokens> => {
      assertServedChain(context, params.chainId)
      const owned = db
        .selectFrom('nft_token')
        .where('chain_id', '=', params.chainId)
        .where('owner', '=', query.account)
      const [rows, count, indexed] = await Promise.all([
        owned
          .select(['id', 'collection', sql<string>`token_id::text`.as('token_id')])
          .select(
            sql<NftLocation>`case when current_ask_price > 0 then 'For Sale' else location end`.as(
              'location',
            ),
          )
          .orderBy('collection')
          .orderBy('nft_token.token_id')
          .limit(query.size)
          .offset((query.page - 1) * query.size)
          .execute(),
        owned.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        indexedTo(db, params.chainId),
      ])
      const data: ApiOwnerTokens['data'] = {}
      for (const row of rows) {
        data[row.id] = {
          tokenId: row.token_id,
          collectionAddress: row.collection,
          collection: { address: row.collection },
          nftLocation: row.location,
          onOrder: row.location === 'For Sale' ? 1 : 0,
        }
      }
      return {
        data,
        total: Number(count.total),
        page: query.page,
        size: query.size,
        indexedTo: indexed,
      }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections/tokens/newest',
    params: chainParams,
    query: newestQuery,
    handler: async ({ params, query }): Promise<ApiList<ApiToken>> => {
      assertServedChain(context, params.chainId)
      const [rows, indexed] = await Promise.all([
        selectTokens(db, {
          scope: { chainId: params.chainId, onOrder: query.onOrder === '1' },
          order: query.updateDesc === '1' ? 'updatedDesc' : 'createdDesc',
          limit: query.first,
          offset: 0,
        }),
        indexedTo(db, params.chainId),
      ])
      return { data: rows.map(toApiToken), indexedTo: indexed }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections/:address',
    params: collectionParams,
    handler: async ({ params }): Promise<ApiItem<ApiCollection>> => {
      assertServedChain(context, params.chainId)
      const [rows, indexed] = await Promise.all([
        selectCollections(db, {
          chainId: params.chainId,
          address: params.address,
          limit: 1,
          offset: 0,
        }),
        indexedTo(db, params.chainId),
      ])
      const [row] = rows
      if (!row)
        throw new NotFoundError(`No collection ${params.address} on chain ${params.chainId}.`)
      return { data: toApiCollection(row), indexedTo: indexed }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections/:address/tokens',
    params: collectionParams,
    query: tokenListQuery,
    handler: async ({ params, query }): Promise<ApiCollectionTokens> => {
      assertServedChain(context, params.chainId)
      if (query.tokenId !== undefined) {
        return oneToken(params.chainId, params.address, query.tokenId, query.size)
      }
      return collectionTokens(
        params.chainId,
        params.address,
        query.page,
        query.size,
        {},
        query.options,
      )
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections/:address/filter',
    params: collectionParams,
    query: traitFilterQuery,
    handler: async ({ params, query }): Promise<ApiCollectionTokens> => {
      assertServedChain(context, params.chainId)
      return collectionTokens(
        params.chainId,
        params.address,
        query.page,
        query.size,
        query.traits,
        query.options,
      )
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/collections/:address/tokens/:tokenId',
    params: tokenParams,
    handler: async ({ params }): Promise<ApiItem<ApiToken>> => {
      assertServedChain(context, params.chainId)
      const [rows, indexed] = await Promise.all([
        selectTokens(db, {
          scope: { chainId: params.chainId, collection: params.address, tokenId: params.tokenId },
          order: 'tokenId',
          limit: 1,
          offset: 0,
        }),
        indexedTo(db, params.chainId),
      ])
      const [row] = rows
      if (!row) {
        await assertCollection(params.chainId, params.address)
        throw new NotFoundError(
          `No token ${params.tokenId} in collection ${params.address} on chain ${params.chainId}.`,
        )
      }
      return { data: toApiToken(row), indexedTo: indexed }
    },
  })
}
