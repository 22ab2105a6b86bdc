import type { FastifyInstance } from 'fastify'
import type { MarketContext } from './context'

/** TODO(issue 14): POST tokens/update (H3). */
export function addTokenWriteRoutes(_app: FastifyInstance, _context: MarketContext): void {}
