/** Typed calls of GhostProfile: create, change the picture, pause and reactivate. */
import { ghostProfileAbi } from '@ghost/contracts'
import type { Address } from 'viem'

/** The profile picture: one token the profile contract takes (approve it first). */
export type ProfileNft = { collection: Address; tokenId: bigint }

export function createProfile({
  profile,
  teamId,
  nft,
}: {
  profile: Address
  teamId: number
  nft: ProfileNft
}) {
  return {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'createProfile',
    args: [BigInt(teamId), nft.collection, nft.tokenId],
  } as const
}

export function updateProfile({ profile, nft }: { profile: Address; nft: ProfileNft }) {
  return {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'updateProfile',
    args: [nft.collection, nft.tokenId],
  } as const
}

export function reactivateProfile({ profile, nft }: { profile: Address; nft: ProfileNft }) {
  return {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'reactivateProfile',
    args: [nft.collection, nft.tokenId],
  } as const
}

/** The picture's token returns to the owner's wallet. */
export function pauseProfile({ profile }: { profile: Address }) {
  return { address: profile, abi: ghostProfileAbi, functionName: 'pauseProfile' } as const
}
