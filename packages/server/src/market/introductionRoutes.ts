import type { FastifyInstance } from 'fastify'
import type { MarketContext } from './context'

/** TODO(issue 14): GET, POST collections/:address/tokens/:tokenId/introductions (H2). */
export function addIntroductionRoutes(_app: FastifyInstance, _context: MarketContext): void {}
