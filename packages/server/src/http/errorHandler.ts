import { STATUS_CODES } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { BaseError, RetryableError } from '../errors'
import { type RequestIssue, RequestValidationError } from './route'

/** The JSON body of every error answer. `issues` is present on 400 only. */
export type ErrorBody = {
  error: string
  message: string
  issues?: RequestIssue[]
}

function statusOf(error: unknown): number {
  if (error instanceof RetryableError) return 503
  const code = (error as { statusCode?: unknown }).statusCode
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500
}

/**
 * One JSON shape for every failure, so clients branch on the status code alone: 400 (fix the
 * request; `issues` says what), other 4xx, 503 (try again later), 500 (our bug; details are
 * logged, not sent).
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error)
    const title = STATUS_CODES[status] ?? 'Error'
    let body: ErrorBody
    if (error instanceof RequestValidationError) {
      body = { error: title, message: error.message, issues: error.issues }
    } else if (status === 400) {
      // Fastify's own 400s (malformed JSON, empty body with a JSON content type).
      body = { error: title, message: error instanceof Error ? error.message : title, issues: [] }
    } else if (status < 500) {
      body = { error: title, message: error instanceof Error ? error.message : title }
    } else if (status === 503) {
      request.log.warn({ err: error }, 'dependency unavailable')
      body = { error: title, message: error instanceof BaseError ? error.shortMessage : title }
    } else {
      request.log.error({ err: error }, 'request failed')
      body = { error: title, message: title }
    }
    return reply.status(status).send(body)
  })

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: 'Not Found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    }
    return reply.status(404).send(body)
  })
}
