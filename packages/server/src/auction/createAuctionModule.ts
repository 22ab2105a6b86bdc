import { ghostFarmAuctionAbi } from '@ghost/contracts'
import { getAuctionContracts, type Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import type { IndexerModule } from '../indexer/types'
import { AUCTION_SOURCE, FARM_AUCTION_HANDLERS } from './handleAuction'

/**
 * The farm auctions' part of the index: the manifest's GhostFarmAuction (its whitelist,
 * auctions, bids, closes and reclaims). Undefined when the manifest has no farm auction.
 */
export function createAuctionModule(parameters: { manifest: Manifest }): IndexerModule | undefined {
  const contracts = getAuctionContracts(parameters.manifest)
  if (contracts === undefined) return undefined
  return {
    name: 'auction',
    sources: [
      {
        name: AUCTION_SOURCE,
        abi: ghostFarmAuctionAbi,
        address: contracts.FarmAuction.toLowerCase() as Address,
      },
    ],
    handlers: FARM_AUCTION_HANDLERS,
  }
}
