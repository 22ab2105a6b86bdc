import { getNftContracts, getRewardContracts, type Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'

/** The reward programmes' and the squad sale's contracts on one chain, every address lowercase. */
export type RewardsConfig = {
  ghostPot: Address
  sharePotFactory: Address
  feeManagerFactory: Address
  squadSale: Address
  /** The dedicated Ghost Squad collection (the manifest's `GhostSquad`). */
  ghostSquad: Address
}

const lower = (address: Address): Address => address.toLowerCase() as Address

/**
 * The manifest's `GhostPot`, `SharePotFactory`, `FeeManagerFactory` and `GhostSquadSale` (all or
 * none) with the NFT contracts' `GhostSquad`. Undefined without them: nothing to index then.
 */
export function getRewardsConfig(manifest: Manifest): RewardsConfig | undefined {
  const rewards = getRewardContracts(manifest)
  const nft = getNftContracts(manifest)
  if (rewards === undefined || nft === undefined) return undefined
  return {
    ghostPot: lower(rewards.GhostPot),
    sharePotFactory: lower(rewards.SharePotFactory),
    feeManagerFactory: lower(rewards.FeeManagerFactory),
    squadSale: lower(rewards.GhostSquadSale),
    ghostSquad: lower(nft.GhostSquad),
  }
}
