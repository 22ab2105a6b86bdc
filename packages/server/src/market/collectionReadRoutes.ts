import type { FastifyInstance } from 'fastify'
import type { MarketContext } from './context'

/** TODO(issue 14): GET collections, collections/:address, its tokens, filter, isunique, ownertokens, token detail, newest (H1). */
export function addCollectionReadRoutes(_app: FastifyInstance, _context: MarketContext): void {}
