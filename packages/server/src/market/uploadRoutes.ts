import type { FastifyInstance } from 'fastify'
import type { MarketContext } from './context'

/** TODO(issue 14): POST :product/upload, :product/datapost (H3). */
export function addUploadRoutes(_app: FastifyInstance, _context: MarketContext): void {}
