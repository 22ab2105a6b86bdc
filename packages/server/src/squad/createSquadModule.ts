import { iGhostSquadAbi, iGhostSquadSaleAbi } from '@ghost/contracts'
import type { Manifest } from '@ghost/contracts/manifest'
import type { EventHandler, IndexerModule, LogSource } from '../indexer/types'
import { getRewardsConfig } from '../rewards/rewardsConfig'
import {
  createSquadRevealHandler,
  presaleTicketsSetHandler,
  ticketsClaimHandler,
  ticketsPurchaseHandler,
} from './handleSquadSale'

/**
 * The Ghost Squad sale's part of the index: presale allowances, purchases and claims of the
 * manifest's GhostSquadSale, and the reveals of GhostSquad (counted here; the NFT module, which
 * indexes GhostSquad as a market collection, updates each revealed token's metadata). Undefined
 * when the manifest has no sale.
 */
export function createSquadModule(parameters: { manifest: Manifest }): IndexerModule | undefined {
  const config = getRewardsConfig(parameters.manifest)
  if (config === undefined) return undefined
  const sources: LogSource[] = [
    { name: 'GhostSquadSale', abi: iGhostSquadSaleAbi, address: config.squadSale },
    // A second source on GhostSquad's address beside the NFT module's: each handles its own part.
    { name: 'GhostSquadReveal', abi: iGhostSquadAbi, address: config.ghostSquad },
  ]
  // biome-ignore lint/suspicious/noExplicitAny: handlers of two abis, each checked by defineHandler.
  const handlers: EventHandler<any, any>[] = [
    presaleTicketsSetHandler,
    ticketsPurchaseHandler,
    ticketsClaimHandler,
    createSquadRevealHandler(config.squadSale),
  ]
  return { name: 'squad', sources, handlers }
}
