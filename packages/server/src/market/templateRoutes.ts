import type { FastifyInstance } from 'fastify'
import type { MarketContext } from './context'

/** TODO(issue 14): GET, POST, PATCH templates (H2). */
export function addTemplateRoutes(_app: FastifyInstance, _context: MarketContext): void {}
