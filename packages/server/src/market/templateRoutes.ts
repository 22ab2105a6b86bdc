import { randomUUID } from 'node:crypto'
import {
  type ApiItem,
  type ApiPage,
  type ApiTemplate,
  MAX_TEMPLATE_NAME_LENGTH,
  type TemplateData,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { type Selectable, sql } from 'kysely'
import { z } from 'zod'
import { ForbiddenError, NotFoundError } from '../http/httpErrors'
import { paginationQuery } from '../http/pagination'
import { addRoute } from '../http/route'
import {
  addressSchema,
  assertServedChain,
  chainParams,
  indexedTo,
  type MarketContext,
} from './context'
import type { MarketTemplateTable } from './tables'
import { jsonb, templateDataSchema } from './templateData'

const templateName = z.string().trim().min(1).max(MAX_TEMPLATE_NAME_LENGTH)

const listQuery = paginationQuery(10).extend({ author: addressSchema.optional() })

const createBody = z.strictObject({ name: templateName, data: templateDataSchema })

const patchBody = z
  .strictObject({ name: templateName.optional(), data: templateDataSchema.optional() })
  .refine((body) => body.name !== undefined || body.data !== undefined, 'give name or data')

const templateParams = chainParams.extend({ id: z.uuid('must be a template id (a UUID)') })

function toApiTemplate(row: Selectable<MarketTemplateTable>): ApiTemplate {
  return {
    id: row.id,
    author: row.author,
    name: row.name,
    // Written only by these routes, after templateDataSchema checked it.
    data: row.data as TemplateData,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

/**
 * Templates: reusable NFT descriptions (name, description, attributes) for the create form. Anyone
 * reads them; a signed-in wallet writes its own, and only its author changes or deletes one.
 */
export function addTemplateRoutes(app: FastifyInstance, context: MarketContext): void {
  const { db } = context

  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/templates',
    params: chainParams,
    query: listQuery,
    handler: async ({ params, query }): Promise<ApiPage<ApiTemplate>> => {
      assertServedChain(context, params.chainId)
      let base = db.selectFrom('market_template').where('chain_id', '=', params.chainId)
      if (query.author !== undefined) base = base.where('author', '=', query.author)
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.size)
          .offset((query.page - 1) * query.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ])
      return {
        data: rows.map(toApiTemplate),
        total: Number(count.total),
        page: query.page,
        size: query.size,
        // Templates carry no chain state; the field keeps every page alike for the client.
        indexedTo: await indexedTo(db, params.chainId),
      }
    },
  })

  addRoute(app, {
    method: 'POST',
    url: '/v1/:chainId/templates',
    auth: true,
    rateLimit: context.writeRateLimit,
    params: chainParams,
    body: createBody,
    handler: async ({ params, body, session, reply }): Promise<ApiItem<ApiTemplate>> => {
      assertServedChain(context, params.chainId)
      const row = await db
        .insertInto('market_template')
        .values({
          id: randomUUID(),
          chain_id: params.chainId,
          author: session.address,
          name: body.name,
          data: jsonb(body.data),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      reply.code(201)
      return { data: toApiTemplate(row), indexedTo: await indexedTo(db, params.chainId) }
    },
  })

  addRoute(app, {
    method: 'PATCH',
    url: '/v1/:chainId/templates/:id',
    auth: true,
    rateLimit: context.writeRateLimit,
    params: templateParams,
    body: patchBody,
    handler: async ({ params, body, session }): Promise<ApiItem<ApiTemplate>> => {
      assertServedChain(context, params.chainId)
      const id = params.id.toLowerCase()
      const current = await db
        .selectFrom('market_template')
        .select('author')
        .where('chain_id', '=', params.chainId)
        .where('id', '=', id)
        .executeTakeFirst()
      if (!current) throw new NotFoundError(`No template has id ${id}.`)
      if (current.author !== session.address) {
        throw new ForbiddenError(
          `Only the author of template ${id} (${current.author}) can change it; you are signed in as ${session.address}.`,
        )
      }
      const row = await db
        .updateTable('market_template')
        .set({
          updated_at: sql<Date>`now()`,
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.data === undefined ? {} : { data: jsonb(body.data) }),
        })
        .where('chain_id', '=', params.chainId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return { data: toApiTemplate(row), indexedTo: await indexedTo(db, params.chainId) }
    },
  })

  addRoute(app, {
    method: 'DELETE',
    url: '/v1/:chainId/templates/:id',
    auth: true,
    rateLimit: context.writeRateLimit,
    params: templateParams,
    handler: async ({ params, session }): Promise<ApiItem<ApiTemplate>> => {
      assertServedChain(context, params.chainId)
      const id = params.id.toLowerCase()
      const row = await db
        .deleteFrom('market_template')
        .where('chain_id', '=', params.chainId)
        .where('id', '=', id)
        .where('author', '=', session.address)
        .returningAll()
        .executeTakeFirst()
      if (!row) {
        const other = await db
          .selectFrom('market_template')
          .select('author')
          .where('chain_id', '=', params.chainId)
          .where('id', '=', id)
          .executeTakeFirst()
        if (!other) throw new NotFoundError(`No template has id ${id}.`)
        throw new ForbiddenError(
          `Only the author of template ${id} (${other.author}) can delete it; you are signed in as ${session.address}.`,
        )
      }
      // the deleted template, so a client can offer to put it back
      return { data: toApiTemplate(row), indexedTo: await indexedTo(db, params.chainId) }
    },
  })
}
