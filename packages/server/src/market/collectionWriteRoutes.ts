import type { FastifyInstance } from 'fastify'
import type { MarketContext } from './context'

/** TODO(issue 14): POST collections/store, update, addressupdate, destroy (H2). */
export function addCollectionWriteRoutes(_app: FastifyInstance, _context: MarketContext): void {}
