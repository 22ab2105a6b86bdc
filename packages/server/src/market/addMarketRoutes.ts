import type { FastifyInstance } from 'fastify'
import { addCollectionReadRoutes } from './collectionReadRoutes'
import { addCollectionWriteRoutes } from './collectionWriteRoutes'
import type { MarketContext } from './context'
import { addIntroductionRoutes } from './introductionRoutes'
import { addOrderRoutes } from './orderRoutes'
import { addTemplateRoutes } from './templateRoutes'
import { addTokenWriteRoutes } from './tokenWriteRoutes'
import { addUploadRoutes } from './uploadRoutes'

/**
 * The NFT market API of spec §7 under `/v1/{chainId}`: reads combine the off-chain records with
 * the indexed chain state and say up to which block (`indexedTo`); writes need a session whose
 * wallet owns what they change.
 */
export function addMarketRoutes(app: FastifyInstance, context: MarketContext): void {
  addCollectionReadRoutes(app, context)
  addCollectionWriteRoutes(app, context)
  addTemplateRoutes(app, context)
  addIntroductionRoutes(app, context)
  addUploadRoutes(app, context)
  addTokenWriteRoutes(app, context)
  addOrderRoutes(app, context)
}
