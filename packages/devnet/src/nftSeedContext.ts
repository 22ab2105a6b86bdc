/** What every step of the NFT seed shares: the sender, the contracts and the accounts. */
import { devAccount } from '@ghost/contracts/anvil'
import type { Manifest, ManifestNftContracts } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import type { AnvilSender } from './anvilSender'
import type { NftCollectionKey } from './worldPlan'

export type NftSeedContext = {
  sender: AnvilSender
  manifest: Manifest
  nft: ManifestNftContracts
  collections: Record<NftCollectionKey, Address>
}

/** Development account addresses, derived once (a derivation from the mnemonic takes ~50 ms). */
const addresses = new Map<number, Address>()

export function devAddress(index: number): Address {
  let known = addresses.get(index)
  if (!known) {
    known = devAccount(index).address
    addresses.set(index, known)
  }
  return known
}
