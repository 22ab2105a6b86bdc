import {
  type ApiCollection,
  type ApiItem,
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_NAME_LENGTH,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { z } from 'zod'
import { ConflictError, ForbiddenError, NotFoundError } from '../http/httpErrors'
import { addRoute } from '../http/route'
import { selectCollections, toApiCollection } from './collectionView'
import {
  addressSchema,
  assertServedChain,
  chainParams,
  indexedTo,
  type MarketContext,
} from './context'
import { requireCollectionOwner } from './owners'
import { requireCollectionNameFree } from './requireCollectionNameFree'
import { requireErc721 } from './requireErc721'
import { isUniqueViolation } from './uniqueViolation'
import { cidSchema, requireUploadedImages } from './uploadedImages'

const nameSchema = z.string().trim().min(1).max(MAX_COLLECTION_NAME_LENGTH)
const descriptionSchema = z.string().trim().max(MAX_COLLECTION_DESCRIPTION_LENGTH)

const storeBody = z.strictObject({
  address: addressSchema,
  name: nameSchema,
  description: descriptionSchema.default(''),
  avatar: cidSchema.optional(),
  banner: cidSchema.optional(),
})

// null removes a picture; an absent key leaves the field as it is.
const updateBody = z
  .strictObject({
    address: addressSchema,
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    avatar: cidSchema.nullable().optional(),
    banner: cidSchema.nullable().optional(),
  })
  .refine(
    (body) => Object.keys(body).some((key) => key !== 'address'),
    'give at least one of name, description, avatar, banner',
  )

const addressUpdateBody = z
  .strictObject({ address: addressSchema, newAddress: addressSchema })
  .refine((body) => body.address !== body.newAddress, {
    message: 'newAddress must differ from address',
    path: ['newAddress'],
  })

const destroyBody = z.strictObject({ address: addressSchema, owner: addressSchema })

const NAME_TAKEN = 'Collection name is taken'

type PageKey = { chainId: number; address: string }

async function pageExists(context: MarketContext, { chainId, address }: PageKey) {
  const row = await context.db
    .selectFrom('market_collection')
    .select('address')
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .executeTakeFirst()
  return row !== undefined
}

async function requirePage(context: MarketContext, key: PageKey): Promise<void> {
  if (!(await pageExists(context, key))) {
    throw new NotFoundError(
      `Collection ${key.address} has no page; create it with POST /v1/${key.chainId}/collections/store.`,
    )
  }
}

async function answer(context: MarketContext, address: string): Promise<ApiItem<ApiCollection>> {
  // the same view the reads answer, so a write and the next read agree on every field
  const [row] = await selectCollections(context.db, {
    chainId: context.chainId,
    address,
    limit: 1,
    offset: 0,
  })
  const data = row === undefined ? undefined : toApiCollection(row)
  // The handler has just written the page; it can only be gone if another request removed it.
  if (!data) throw new NotFoundError(`Collection ${address} has no page any more.`)
  return { data, indexedTo: await indexedTo(context.db, context.chainId) }
}

/**
 * A store that hit a unique index, as a 409 naming which: the page's key (another request made
 * the page since the check) or the case-insensitive name. Any other error is rethrown as is.
 */
async function rethrowStoreConflict(
  context: MarketContext,
  key: PageKey,
  error: unknown,
): Promise<never> {
  if (!isUniqueViolation(error)) throw error
  if (await pageExists(context, key)) {
    throw new ConflictError(`Collection ${key.address} already has a page.`)
  }
  throw new ConflictError(NAME_TAKEN)
}

/**
 * POST collections/store, update, addressupdate, destroy: a collection's off-chain page (name,
 * description, pictures), written only by the wallet that owns the collection contract now, as
 * its `owner()` answers on chain (spec §6: a collection owner may update, delete or change the
 * address of a collection). Only ERC-721 contracts get a page (ERC-165, read on chain: 422), and
 * a page may not take the name of another collection registered on chain (409).
 */
export function addCollectionWriteRoutes(app: FastifyInstance, context: MarketContext): void {
  const { db } = context
  const write = { auth: true, rateLimit: context.writeRateLimit, params: chainParams } as const

  addRoute(app, {
    ...write,
    method: 'POST',
    url: '/v1/:chainId/collections/store',
    body: storeBody,
    handler: async ({ params, body, session, reply }) => {
      assertServedChain(context, params.chainId)
      await requireCollectionOwner(context, body.address, session.address, 'create its page')
      await requireErc721(context, { collection: body.address, action: 'have a page' })
      await requireUploadedImages(db, [body.avatar, body.banner])
      const key = { chainId: params.chainId, address: body.address }
      if (await pageExists(context, key)) {
        throw new ConflictError(
          `Collection ${body.address} already has a page; change it with collections/update.`,
        )
      }
      await requireCollectionNameFree(context, { address: body.address, name: body.name })
      try {
        await db
          .insertInto('market_collection')
          .values({
            chain_id: params.chainId,
            address: body.address,
            owner: session.address,
            name: body.name,
            description: body.description,
            avatar: body.avatar ?? null,
            banner: body.banner ?? null,
          })
          .execute()
      } catch (error) {
        await rethrowStoreConflict(context, key, error)
      }
      reply.code(201)
      return answer(context, body.address)
    },
  })

  addRoute(app, {
    ...write,
    method: 'POST',
    url: '/v1/:chainId/collections/update',
    body: updateBody,
    handler: async ({ params, body, session }) => {
      assertServedChain(context, params.chainId)
      const key = { chainId: params.chainId, address: body.address }
      await requirePage(context, key)
      await requireCollectionOwner(context, body.address, session.address, 'change its page')
      await requireUploadedImages(db, [body.avatar, body.banner])
      if (body.name !== undefined) {
        await requireCollectionNameFree(context, { address: body.address, name: body.name })
      }
      try {
        await db
          .updateTable('market_collection')
          .set({
            owner: session.address,
            updated_at: sql<Date>`now()`,
            ...(body.name === undefined ? {} : { name: body.name }),
            ...(body.description === undefined ? {} : { description: body.description }),
            ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
            ...(body.banner === undefined ? {} : { banner: body.banner }),
          })
          .where('chain_id', '=', params.chainId)
          .where('address', '=', body.address)
          .execute()
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(NAME_TAKEN)
        throw error
      }
      return answer(context, body.address)
    },
  })

  addRoute(app, {
    ...write,
    method: 'POST',
    url: '/v1/:chainId/collections/addressupdate',
    body: addressUpdateBody,
    handler: async ({ params, body, session }) => {
      assertServedChain(context, params.chainId)
      await requirePage(context, { chainId: params.chainId, address: body.address })
      await requireCollectionOwner(context, body.address, session.address, 'move its page')
      await requireCollectionOwner(
        context,
        body.newAddress,
        session.address,
        `give it the page of ${body.address}`,
      )
      await requireErc721(context, { collection: body.newAddress, action: 'have a page' })
      const target = { chainId: params.chainId, address: body.newAddress }
      const taken = () =>
        new ConflictError(`Collection ${body.newAddress} already has a page; destroy it first.`)
      if (await pageExists(context, target)) throw taken()
      // the page keeps its name: it must not be another registered collection's at the new address
      const page = await db
        .selectFrom('market_collection')
        .select('name')
        .where('chain_id', '=', params.chainId)
        .where('address', '=', body.address)
        .executeTakeFirst()
      if (page) {
        await requireCollectionNameFree(context, { address: body.newAddress, name: page.name })
      }
      try {
        await db
          .updateTable('market_collection')
          .set({ address: body.newAddress, owner: session.address, updated_at: sql<Date>`now()` })
          .where('chain_id', '=', params.chainId)
          .where('address', '=', body.address)
          .execute()
      } catch (error) {
        if (isUniqueViolation(error)) throw taken()
        throw error
      }
      return answer(context, body.newAddress)
    },
  })

  addRoute(app, {
    ...write,
    method: 'POST',
    url: '/v1/:chainId/collections/destroy',
    body: destroyBody,
    handler: async ({ params, body, session }) => {
      assertServedChain(context, params.chainId)
      if (body.owner !== session.address) {
        throw new ForbiddenError(
          `owner ${body.owner} is not the signed-in wallet ${session.address}; sign in as the collection's owner.`,
        )
      }
      await requirePage(context, { chainId: params.chainId, address: body.address })
      await requireCollectionOwner(context, body.address, session.address, 'destroy its page')
      await db
        .deleteFrom('market_collection')
        .where('chain_id', '=', params.chainId)
        .where('address', '=', body.address)
        .execute()
      return { data: { address: body.address } }
    },
  })
}
