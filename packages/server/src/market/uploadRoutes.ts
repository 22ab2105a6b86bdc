import { randomBytes } from 'node:crypto'
import { type ApiDatapost, type ApiUpload, toIpfsUri } from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ConflictError, UnprocessableError } from '../http/httpErrors'
import { addRoute } from '../http/route'
import {
  addressSchema,
  assertServedChain,
  chainParams,
  ipfsPath,
  type MarketContext,
  tokenUidSchema,
} from './context'
import { prepareImage } from './images'
import { requireCollectionOwner } from './owners'
import { installMultipart, readUploadedFile } from './readUploadedFile'
import {
  buildTokenMetadata,
  encodeTokenMetadata,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  tokenAttributesSchema,
} from './tokenMetadata'
import { cidSchema } from './uploadedImages'

/**
 * What an upload is for: a label stored with it, never part of a path. Singular, so
 * `/collections/…` stays the collection routes' own.
 */
export const UPLOAD_PRODUCTS = ['nft', 'collection'] as const

const uploadParams = chainParams.extend({ product: z.enum(UPLOAD_PRODUCTS) })
const datapostParams = chainParams.extend({ product: z.literal('nft') })

const datapostBody = z.strictObject({
  collection: addressSchema,
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  description: z.string().max(MAX_DESCRIPTION_LENGTH).default(''),
  attributes: tokenAttributesSchema.default([]),
  image: cidSchema,
  tokenUID: tokenUidSchema.optional(),
})

const newTokenUid = () => `0x${randomBytes(32).toString('hex')}`

/**
 * POST /v1/:chainId/:product/upload: a signed-in wallet uploads one image (multipart field
 * `file`); it is checked by content, re-encoded without metadata, stored with a WebP thumbnail
 * and recorded in market_upload. POST /v1/:chainId/nft/datapost: a collection's owner describes
 * a token to mint; its metadata JSON is stored and the token recorded in market_token, as that
 * collection's (a lazy order can only sell it in that collection).
 */
export function addUploadRoutes(app: FastifyInstance, context: MarketContext): void {
  const { db, files } = context

  app.register(async (scope) => {
    await installMultipart(scope, context.uploadMaxBytes)
    addRoute(scope, {
      method: 'POST',
      url: '/v1/:chainId/:product/upload',
      params: uploadParams,
      auth: true,
      rateLimit: context.writeRateLimit,
      handler: async ({ params, session, request, reply }): Promise<ApiUpload> => {
        assertServedChain(context, params.chainId)
        const bytes = await readUploadedFile(request, context.uploadMaxBytes)
        const image = await prepareImage(bytes)
        const cid = await files.put(image.original)
        const thumbnailCid = await files.put(image.thumbnail)
        // the same bytes uploaded again keep their first row (and label): a CID names one file
        await db
          .insertInto('market_upload')
          .values({
            cid,
            product: params.product,
            filetype: image.filetype,
            thumbnail_cid: thumbnailCid,
            width: image.width,
            height: image.height,
            uploader: session.address,
          })
          .onConflict((conflict) => conflict.column('cid').doNothing())
          .execute()
        reply.code(201)
        return {
          cid,
          image: ipfsPath(cid),
          filetype: image.filetype,
          thumbnail: { cid: thumbnailCid, image: ipfsPath(thumbnailCid) },
          width: image.width,
          height: image.height,
        }
      },
    })
  })

  addRoute(app, {
    method: 'POST',
    url: '/v1/:chainId/:product/datapost',
    params: datapostParams,
    body: datapostBody,
    auth: true,
    rateLimit: context.writeRateLimit,
    handler: async ({ params, body, session, reply }): Promise<ApiDatapost> => {
      assertServedChain(context, params.chainId)
      // only the owner can mint it or sign its lazy order on the factory
      await requireCollectionOwner(context, body.collection, session.address, 'create its tokens')
      const upload = await db
        .selectFrom('market_upload')
        .select(['thumbnail_cid', 'filetype'])
        .where('cid', '=', body.image)
        .executeTakeFirst()
      if (upload === undefined) {
        throw new UnprocessableError(
          `No image with CID ${body.image} was uploaded here; upload it with POST /v1/${params.chainId}/nft/upload first.`,
        )
      }
      const tokenUid = body.tokenUID ?? newTokenUid()
      await assertTokenUidFree(context, body.collection, tokenUid)

      // stored before the row, and so before any mint: the indexer reads it when the token is minted
      const metadataCid = await files.put(
        encodeTokenMetadata(
          buildTokenMetadata({
            name: body.name,
            description: body.description,
            imageCid: body.image,
            attributes: body.attributes,
          }),
        ),
      )
      const inserted = await db
        .insertInto('market_token')
        .values({
          chain_id: context.chainId,
          token_uid: tokenUid,
          collection: body.collection,
          token_id: null,
          creator: session.address,
          name: body.name,
          description: body.description,
          attributes: JSON.stringify(body.attributes),
          image_cid: body.image,
          thumbnail_cid: upload.thumbnail_cid,
          filetype: upload.filetype,
          metadata_cid: metadataCid,
        })
        .onConflict((conflict) =>
          conflict.columns(['chain_id', 'collection', 'token_uid']).doNothing(),
        )
        .executeTakeFirst()
      // a concurrent datapost (or order) with the same UID in this collection won the race
      if (inserted.numInsertedOrUpdatedRows === 0n) throw tokenUidTaken(body.collection, tokenUid)
      reply.code(201)
      return { tokenUID: tokenUid, cid: metadataCid, uri: toIpfsUri(metadataCid) }
    },
  })
}

const tokenUidTaken = (collection: string, tokenUid: string) =>
  new ConflictError(
    `Token UID ${tokenUid} is taken in collection ${collection}; send another or none to get a new one.`,
  )

/**
 * 409 when the UID names a token of the collection described here already or minted on chain.
 * A UID names a token within its collection: the same UID in another collection is another token.
 */
async function assertTokenUidFree(
  { db, chainId }: Pick<MarketContext, 'db' | 'chainId'>,
  collection: string,
  tokenUid: string,
): Promise<void> {
  const described = await db
    .selectFrom('market_token')
    .select('token_uid')
    .where('chain_id', '=', chainId)
    .where('collection', '=', collection)
    .where('token_uid', '=', tokenUid)
    .executeTakeFirst()
  const minted = await db
    .selectFrom('nft_token')
    .select('id')
    .where('chain_id', '=', chainId)
    .where('collection', '=', collection)
    .where('token_uid', '=', tokenUid)
    .executeTakeFirst()
  if (described !== undefined || minted !== undefined) throw tokenUidTaken(collection, tokenUid)
}
