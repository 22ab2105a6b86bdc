import type { ApiItem, ApiTokenLink } from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ConflictError, NotFoundError, UnprocessableError } from '../http/httpErrors'
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
import { requireTokenOwner } from './owners'
import { resolveTokenCollection } from './tokenCollection'

const tokenUpdateBody = z.strictObject({
  tokenUID: tokenUidSchema,
  tokenId: tokenIdSchema,
  collection: addressSchema.optional(),
})

/**
 * POST /v1/:chainId/tokens/update: records the token id a lazily sold token was minted with.
 * The session must own that token, and the index must have the executed order of that token
 * UID minting that very id: the chain decides, the body only asks. `collection` says which
 * collection's token UID (needed when several collections use it).
 */
export function addTokenWriteRoutes(app: FastifyInstance, context: MarketContext): void {
  const { db, chainId } = context
  addRoute(app, {
    method: 'POST',
    url: '/v1/:chainId/tokens/update',
    params: chainParams,
    body: tokenUpdateBody,
    auth: true,
    rateLimit: context.writeRateLimit,
    handler: async ({ params, body, session }): Promise<ApiItem<ApiTokenLink>> => {
      assertServedChain(context, params.chainId)
      const collection = await resolveTokenCollection(context, {
        tokenUid: body.tokenUID,
        collection: body.collection,
        part: 'body',
      })
      const token =
        collection === undefined
          ? undefined
          : await db
              .selectFrom('market_token')
              .select(['collection', 'token_id'])
              .where('chain_id', '=', chainId)
              .where('collection', '=', collection)
              .where('token_uid', '=', body.tokenUID)
              .executeTakeFirst()
      if (token === undefined) {
        throw new NotFoundError(
          body.collection === undefined
            ? `No token with UID ${body.tokenUID} was described here.`
            : `No token with UID ${body.tokenUID} was described here for collection ${body.collection}.`,
        )
      }
      await requireTokenOwner(
        context,
        token.collection,
        body.tokenId,
        session.address,
        'link it to its token UID',
      )
      const order = await db
        .selectFrom('nft_lazy_order')
        .select('token_id')
        .where('chain_id', '=', chainId)
        .where('collection', '=', token.collection)
        .where('token_uid', '=', body.tokenUID)
        .where('status', '=', 'Executed')
        .executeTakeFirst()
      if (order === undefined) {
        throw new ConflictError(
          `Token UID ${body.tokenUID} has no executed order in the index yet; try again once the purchase is indexed.`,
        )
      }
      if (String(order.token_id) !== body.tokenId) {
        throw new UnprocessableError(
          `Token ${body.tokenId} of ${token.collection} was not minted from the order of token UID ${body.tokenUID}.`,
        )
      }
      if (token.token_id === null) {
        await db
          .updateTable('market_token')
          .set({ token_id: body.tokenId, updated_at: new Date() })
          .where('chain_id', '=', chainId)
          .where('collection', '=', token.collection)
          .where('token_uid', '=', body.tokenUID)
          .execute()
      }
      return {
        data: { tokenUID: body.tokenUID, tokenId: body.tokenId, collection: token.collection },
        indexedTo: await indexedTo(db, chainId),
      }
    },
  })
}
