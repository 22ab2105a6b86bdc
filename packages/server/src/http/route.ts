import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { requireSession } from '../auth/requireSession'
import type { Session } from '../auth/sessionStore'
import { NonRetryableError } from '../errors'

/** Where in the request a validation issue was found. */
export type RequestPart = 'params' | 'query' | 'body'

export type RequestIssue = {
  in: RequestPart
  /** Path inside that part, e.g. ['chainId'] or ['items', 0, 'price']. */
  path: (string | number)[]
  code: string
  message: string
}

/** The request does not match the route's schema; send something else. Answered with 400. */
export class RequestValidationError extends NonRetryableError {
  override name = 'RequestValidationError'
  readonly statusCode = 400
  readonly issues: RequestIssue[]

  constructor(issues: RequestIssue[]) {
    super(issues.map(formatIssue).join('; '))
    this.issues = issues
  }
}

function formatIssue(issue: RequestIssue): string {
  return `${[issue.in, ...issue.path].join('.')}: ${issue.message}`
}

type Schema = z.ZodType | undefined
type Output<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined

export type RouteInput<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  A extends boolean = false,
> = {
  params: Output<P>
  query: Output<Q>
  body: Output<B>
  /** The signed-in wallet (lowercase address) on routes with `auth: true`. */
  session: A extends true ? Session : undefined
  request: FastifyRequest
  reply: FastifyReply
}

/** Requests per window per client IP, enforced by @fastify/rate-limit (see createServer). */
export type RouteRateLimit = { max: number; timeWindow: number }

export type RouteDefinition<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R,
  A extends boolean = false,
> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Fastify path syntax: `/v1/:chainId/status`. Every `:name` needs a `params` schema. */
  url: string
  params?: P
  query?: Q
  body?: B
  /** A write: the request must carry a live session (401 before anything else is looked at). */
  auth?: A
  rateLimit?: RouteRateLimit | undefined
  /** Largest accepted body in bytes, when not the server's default. */
  bodyLimit?: number | undefined
  /** The returned value is sent as JSON (status 200 unless the handler sets another). */
  handler(input: RouteInput<P, Q, B, A>): Promise<R> | R
}

function check(part: RequestPart, schema: Schema, value: unknown, issues: RequestIssue[]): unknown {
  if (schema === undefined) return undefined
  const result = schema.safeParse(value)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    issues.push({
      in: part,
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      code: issue.code,
      message: issue.message,
    })
  }
  return undefined
}

/**
 * Registers a route whose params, query and body are checked with zod before the handler runs;
 * the handler receives the parsed (coerced, defaulted) values, typed from the schemas. Any
 * mismatch becomes a `RequestValidationError` listing every issue of every part, which the
 * server's error handler answers with 400 `{ error, message, issues }`.
 *
 * @example
 * addRoute(app, {
 *   method: 'GET',
 *   url: '/v1/:chainId/status',
 *   params: z.object({ chainId: chainIdParam }),
 *   handler: ({ params }) => ({ chainId: params.chainId }),
 * })
 */
export function addRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R = unknown,
  A extends boolean = false,
>(app: FastifyInstance, route: RouteDefinition<P, Q, B, R, A>): void {
  if (route.url.includes(':') && route.params === undefined) {
    // A programming mistake, caught when the server is built rather than on the first request.
    throw new Error(`Route ${route.method} ${route.url} has path parameters but no params schema`)
  }
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    ...(route.rateLimit === undefined ? {} : { config: { rateLimit: route.rateLimit } }),
    handler: async (request, reply) => {
      const session = route.auth === true ? await requireSession(request) : undefined
      const issues: RequestIssue[] = []
      const params = check('params', route.params, request.params, issues)
      const query = check('query', route.query, request.query, issues)
      const body = check('body', route.body, request.body, issues)
      if (issues.length > 0) throw new RequestValidationError(issues)
      return route.handler({
        params: params as Output<P>,
        query: query as Output<Q>,
        body: body as Output<B>,
        session: session as RouteInput<P, Q, B, A>['session'],
        request,
        reply,
      })
    },
  })
}
