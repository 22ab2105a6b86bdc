import { randomUUID } from 'node:crypto'
import type { ApiIntroduction, ApiItem, ApiList } from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { z } from 'zod'
import { ForbiddenError, NotFoundError } from '../http/httpErrors'
import { addRoute } from '../http/route'
import { tokenRowId } from '../nft/entities'
import {
  addressSchema,
  assertServedChain,
  chainParams,
  indexedTo,
  type MarketContext,
  tokenIdSchema,
} from './context'
import { readTokenOwner } from './owners'
import type { MarketIntroductionTable } from './tables'

/** The most a token page shows; the newest are kept. */
export const MAX_INTRODUCTIONS = 100

const tokenParams = chainParams.extend({ address: addressSchema, tokenId: tokenIdSchema })

const createBody = z.strictObject({
  content: z.string().trim().min(1).max(2000),
  author: addressSchema,
})

function toApiIntroduction(row: Selectable<MarketIntroductionTable>): ApiIntroduction {
  return {
    id: row.id,
    collection: row.collection,
    tokenId: row.token_id.toString(),
    author: row.author,
    content: row.content,
    createdAt: row.created_at.toISOString(),
  }
}

/** The token's owner (index, else ownerOf on chain); 404 when neither knows the token. */
async function requireKnownToken(
  context: MarketContext,
  collection: string,
  tokenId: string,
): Promise<string> {
  const owner = await readTokenOwner(context, collection, tokenId)
  if (owner === undefined) {
    throw new NotFoundError(`Token ${tokenId} of collection ${collection} does not exist.`)
  }
  return owner
}

/** 404 unless the index has stored the token's mint (nft_token); never asks the chain. */
async function requireIndexedToken(
  context: MarketContext,
  collection: string,
  tokenId: string,
): Promise<void> {
  const row = await context.db
    .selectFrom('nft_token')
    .select('id')
    .where('chain_id', '=', context.chainId)
    .where('id', '=', tokenRowId(collection, BigInt(tokenId)))
    .executeTakeFirst()
  if (!row) throw new NotFoundError(`Token ${tokenId} of collection ${collection} does not exist.`)
}

/**
 * Introductions: notes on a token's page. Anyone reads them, of a token the index knows (the read
 * is not throttled, so it never reaches the chain node: a token minted moments ago reads 404
 * until the index stores it; the web shows introductions only of tokens the index answered).
 * Only the wallet that owns the token now writes one (the holder presents what they hold),
 * signed in as the `author` it names; that write may ask the chain for a token not indexed yet.
 */
export function addIntroductionRoutes(app: FastifyInstance, context: MarketContext): void {
  const { db } = context
  const url = '/v1/:chainId/collections/:address/tokens/:tokenId/introductions'

  addRoute(app, {
    method: 'GET',
    url,
    params: tokenParams,
    handler: async ({ params }): Promise<ApiList<ApiIntroduction>> => {
      assertServedChain(context, params.chainId)
      // Anyone reads, unthrottled: answered from the index alone, so no id makes the node work.
      await requireIndexedToken(context, params.address, params.tokenId)
      const rows = await db
        .selectFrom('market_introduction')
        .selectAll()
        .where('chain_id', '=', params.chainId)
        .where('collection', '=', params.address)
        .where('token_id', '=', BigInt(params.tokenId))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_INTRODUCTIONS)
        .execute()
      return { data: rows.map(toApiIntroduction), indexedTo: await indexedTo(db, params.chainId) }
    },
  })

  addRoute(app, {
    method: 'POST',
    url,
    auth: true,
    rateLimit: context.writeRateLimit,
    params: tokenParams,
    body: createBody,
    handler: async ({ params, body, session, reply }): Promise<ApiItem<ApiIntroduction>> => {
      assertServedChain(context, params.chainId)
      if (body.author !== session.address) {
        throw new ForbiddenError(
          `author ${body.author} is not the signed-in wallet ${session.address}; sign in as the author.`,
        )
      }
      const owner = await requireKnownToken(context, params.address, params.tokenId)
      if (owner !== session.address) {
        throw new ForbiddenError(
          `Only the owner of token ${params.tokenId} of ${params.address} can introduce it; you are signed in as ${session.address}.`,
        )
      }
      const row = await db
        .insertInto('market_introduction')
        .values({
          id: randomUUID(),
          chain_id: params.chainId,
          collection: params.address,
          token_id: params.tokenId,
          author: session.address,
          content: body.content,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      reply.code(201)
      return { data: toApiIntroduction(row), indexedTo: await indexedTo(db, params.chainId) }
    },
  })
}
