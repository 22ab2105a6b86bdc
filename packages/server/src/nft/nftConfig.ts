import { getNftContracts, type Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'

/** The NFT market's contracts on one chain, every address lowercase. */
export type NftConfig = {
  market: Address
  /** Creates collections and settles lazy orders. */
  factory: Address
  profile: Address
}

const lower = (address: Address): Address => address.toLowerCase() as Address

/**
 * The manifest's `NFTMarket`, `NFTFactory` and `Profile` (the manifest has all the NFT contracts
 * or none). Undefined without them: there is nothing to index then.
 */
export function getNftConfig(manifest: Manifest): NftConfig | undefined {
  const contracts = getNftContracts(manifest)
  if (contracts === undefined) return undefined
  return {
    market: lower(contracts.NFTMarket),
    factory: lower(contracts.NFTFactory),
    profile: lower(contracts.Profile),
  }
}
