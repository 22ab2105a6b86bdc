import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { RouteRateLimit } from '../http/route'

export type ProfileRoutesParameters = {
  db: Kysely<Database>
  writeRateLimit?: RouteRateLimit | undefined
}

/** TODO(issue 14): GET /api/users/:address, username registration (H5). */
export function addProfileRoutes(
  _app: FastifyInstance,
  _parameters: ProfileRoutesParameters,
): void {}
