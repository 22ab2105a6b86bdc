import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
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

export type RouteInput<P extends Schema, Q extends Schema, B extends Schema> = {
  params: Output<P>
  query: Output<Q>
  body: Output<B>
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteDefinition<P extends Schema, Q extends Schema, B extends Schema, R> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Fastify path syntax: `/v1/:chainId/status`. Every `:name` needs a `params` schema. */
  url: string
  params?: P
  query?: Q
  body?: B
  /** The returned value is sent as JSON (status 200 unless the handler sets another). */
  handler(input: RouteInput<P, Q, B>): Promise<R> | R
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
>(app: FastifyInstance, route: RouteDefinition<P, Q, B, R>): void {
  if (route.url.includes(':') && route.params === undefined) {
    // A programming mistake, caught when the server is built rather than on the first request.
    throw new Error(`Route ${route.method} ${route.url} has path parameters but no params schema`)
  }
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      const issues: RequestIssue[] = []
      const params = check('params', route.params, request.params, issues)
      const query = check('query', route.query, request.query, issues)
      const body = check('body', route.body, request.body, issues)
      if (issues.length > 0) throw new RequestValidationError(issues)
      return route.handler({
        params: params as Output<P>,
        query: query as Output<Q>,
        body: body as Output<B>,
        request,
        reply,
      })
    },
  })
}
