import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type DocumentNode, type ExecutionResult, GraphQLError } from 'graphql'
import { getComplexity } from 'graphql-query-complexity'
import type { Kysely } from 'kysely'
import mercurius, { type MercuriusContext } from 'mercurius'
import type { Database } from '../db/schema'
import { chainIdParam } from '../routes/status'
import {
  costEstimator,
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_FIELDS,
  MAX_TOKENS,
} from './complexity'
import { createGraphqlContext, type GraphqlContext } from './context'
import { GraphqlInputError, isInputError } from './errors'
import { measureQuery, SATURATED } from './measureQuery'
import { buildResolvers } from './resolvers'
import { scanQuery } from './scanQuery'
import { buildSdl } from './sdl'

export const GRAPHQL_PATH = '/v1/:chainId/graphql'
/** A query is text of a few kB; anything much larger is a mistake or an attack. */
export const MAX_BODY_BYTES = 64 * 1024
export const MAX_BATCH = 10

export type GraphqlRouteParameters = {
  db: Kysely<Database>
  /** Requests per minute per client IP before 429s; 0 or unset: no limit. */
  rateLimitPerMinute?: number
}

type Context = GraphqlContext & MercuriusContext

/** The chain in the path, or undefined when it is not one we serve. */
function chainIdOf(request: FastifyRequest): number | undefined {
  const parsed = chainIdParam.safeParse((request.params as { chainId?: unknown }).chainId)
  return parsed.success ? parsed.data : undefined
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** A failure we did not mean to send (SQL, a bug), as opposed to a GraphQL or request error. */
function isUnexpected(error: GraphQLError): boolean {
  const original = error.originalError
  if (original === undefined || original instanceof GraphQLError) return false
  const status = (original as { statusCode?: unknown }).statusCode
  return !(typeof status === 'number' && status < 500)
}

function counted(value: number): string {
  return value >= SATURATED ? `over ${SATURATED}` : String(value)
}

/**
 * Refuses a query whose text is too long to parse (tokens) or holds too many aliases, from a
 * scan that stops at the limit: a 64 kB flood is refused without being parsed.
 */
function refuseLongText(source: string): void {
  const { tokens, aliases } = scanQuery(source, { tokens: MAX_TOKENS, aliases: MAX_ALIASES })
  if (aliases > MAX_ALIASES) {
    throw new GraphqlInputError(
      `Query has more than ${MAX_ALIASES} aliases, the limit per request`,
      'ALIAS_LIMIT',
    )
  }
  if (tokens > MAX_TOKENS) {
    throw new GraphqlInputError(
      `Query has more than ${MAX_TOKENS} tokens (names, values, punctuation), the limit per request`,
      'TOKEN_LIMIT',
    )
  }
}

/**
 * Refuses a parsed query too large to validate or run: too many aliases or fields, each fragment
 * counted wherever it is spread, or too deep, fragments followed.
 */
function refuseOversized(document: DocumentNode): void {
  const { fields, aliases, depth } = measureQuery(document)
  if (aliases > MAX_ALIASES) {
    throw new GraphqlInputError(
      `Query has ${counted(aliases)} aliases, more than the limit of ${MAX_ALIASES} (fragments counted wherever they are spread)`,
      'ALIAS_LIMIT',
    )
  }
  if (fields > MAX_FIELDS) {
    throw new GraphqlInputError(
      `Query selects ${counted(fields)} fields, more than the limit of ${MAX_FIELDS} (fragments counted wherever they are spread)`,
      'FIELD_LIMIT',
    )
  }
  if (depth > MAX_DEPTH) {
    throw new GraphqlInputError(
      `Query depth ${depth} exceeds the limit of ${MAX_DEPTH} (fields nested in fields, fragments followed)`,
      'DEPTH_LIMIT',
    )
  }
}

/**
 * Mercurius' formatting, plus: our input errors (arguments, limits, chain) answer 400 with no
 * data, and an unexpected failure is logged but not shown to the caller (500 when nothing could
 * be answered).
 */
function formatErrors(
  execution: ExecutionResult & { statusCode?: number },
  context: MercuriusContext,
) {
  const errors = execution.errors ?? []
  const badInput = errors.some(isInputError)
  let failed = false
  const masked = errors.map((error) => {
    if (!isUnexpected(error)) return error
    failed = true
    context.reply.log.error({ err: error.originalError }, 'graphql request failed')
    return new GraphQLError('Internal server error', { path: error.path, nodes: error.nodes })
  })
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors: masked }, context)
  if (badInput) {
    return { statusCode: 400, response: { data: null, errors: formatted.response.errors } }
  }
  if (failed && !execution.data) return { ...formatted, statusCode: 500 }
  return formatted
}

/**
 * `POST /v1/:chainId/graphql` (and `GET ?query=`): the DEX tables in the subgraphs' shape,
 * through mercurius. Every answer is read in one snapshot of one chain and says in
 * `extensions.indexedBlock` up to which block it is indexed. Limits: tokens and aliases (before
 * parsing), aliases, fields and depth (before validation), cost (before execution), `first`,
 * `skip`, body size and batch size, each a 400 in the GraphQL `errors` shape.
 */
export function addGraphqlRoute(
  app: FastifyInstance,
  { db, rateLimitPerMinute = 0 }: GraphqlRouteParameters,
): void {
  const contexts = new WeakMap<FastifyRequest, GraphqlContext>()
  const endSnapshot = async (request: FastifyRequest) => {
    await contexts.get(request)?.snapshot.end()
  }

  app.register(async (scope) => {
    // The snapshot transaction is released once the answer is serialized, whatever happened.
    scope.addHook('onSend', async (request, _reply, payload) => {
      await endSnapshot(request)
      return payload
    })
    scope.addHook('onResponse', endSnapshot)
    scope.addHook('onRequestAbort', endSnapshot)
    if (rateLimitPerMinute > 0) {
      // Only the routes of this scope (mercurius' GET and POST) are counted.
      await scope.register(rateLimit, { max: rateLimitPerMinute, timeWindow: 60_000 })
    }

    await scope.register(mercurius, {
      schema: buildSdl(),
      resolvers: buildResolvers(),
      path: GRAPHQL_PATH,
      allowBatchedQueries: true,
      graphiql: false,
      context: (request) => {
        // The error handler also asks for a context, even when the chain id was refused.
        const context = createGraphqlContext(db, chainIdOf(request) ?? 0)
        contexts.set(request, context)
        return context
      },
      errorFormatter: formatErrors,
      additionalRouteOptions: {
        bodyLimit: MAX_BODY_BYTES,
        preValidation: async (request) => {
          if (chainIdOf(request) === undefined) {
            throw new GraphqlInputError('Unsupported chain id', 'UNSUPPORTED_CHAIN')
          }
          const { body } = request
          if (Array.isArray(body) && body.length > MAX_BATCH) {
            throw new GraphqlInputError(
              `A batch may hold at most ${MAX_BATCH} queries, got ${body.length}`,
              'BATCH_TOO_LARGE',
            )
          }
          // Checked before Fastify's schema would coerce a number into a string.
          for (const operation of Array.isArray(body) ? body : [body]) {
            const query = (operation as { query?: unknown } | null | undefined)?.query
            if (query !== undefined && typeof query !== 'string') {
              throw new GraphqlInputError('query must be a string of GraphQL')
            }
          }
        },
      },
    })

    scope.graphql.addHook('preParsing', async (_schema, source) => {
      // Mercurius reads a query that is not GraphQL but parses as JSON as a ready-made AST, which
      // it does not check. No GraphQL document is valid JSON, so refuse those before it tries.
      if (isJson(source)) {
        throw new GraphqlInputError('Syntax Error: the query is JSON, not GraphQL text')
      }
      refuseLongText(source)
    })

    // Before graphql's validation, whose work grows with the fields (with their square for fields
    // of one name). A document that passes is cached by mercurius and not measured again.
    scope.graphql.addHook('preValidation', async (_schema, document) => {
      refuseOversized(document)
    })

    scope.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
      let cost: number
      try {
        cost = getComplexity({ schema, query: document, variables, estimators: [costEstimator] })
      } catch (error) {
        // Variables the estimator cannot read were already refused by validation; be safe.
        throw new GraphqlInputError(`Cannot estimate the query's cost: ${(error as Error).message}`)
      }
      if (cost > MAX_COST) {
        throw new GraphqlInputError(
          `Query cost ${cost} exceeds the limit of ${MAX_COST} (each row and each field resolved costs 1, aliases included: a list costs first × (1 + what each row asks for)); ask for fewer rows or fields`,
          'COST_LIMIT',
        )
      }
      return undefined
    })

    scope.graphql.addHook('onResolution', async (execution, context) => {
      const indexedBlock = await (context as Context).snapshot.indexedBlock()
      execution.extensions = { ...execution.extensions, indexedBlock }
    })
  })
}
