import type { Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'

/** The NFT market's contracts on one chain, every address lowercase. */
export type NftConfig = {
  market: Address
  /** The lazy-order factory; absent on a deployment without it. */
  factory: Address | undefined
  /** The profile contract; absent on a deployment without it. */
  profile: Address | undefined
}

const lower = (address: Address): Address => address.toLowerCase() as Address

/**
 * The manifest's `NFTMarket`, `NFTFactory` and `Profile` (optional keys, written by the devnet's
 * NFT deploy). Undefined without a market: there is nothing to index then.
 */
export function getNftConfig(manifest: Manifest): NftConfig | undefined {
  const { NFTMarket, NFTFactory, Profile } = manifest.contracts
  if (NFTMarket === undefined) return undefined
  return {
    market: lower(NFTMarket),
    factory: NFTFactory === undefined ? undefined : lower(NFTFactory),
    profile: Profile === undefined ? undefined : lower(Profile),
  }
}
