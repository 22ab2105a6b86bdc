import type { FastifyInstance } from 'fastify'
import type { MarketContext } from './context'

/** TODO(issue 14): POST orders/create, orders/cancel; GET orders, orders/search (H4). */
export function addOrderRoutes(_app: FastifyInstance, _context: MarketContext): void {}
