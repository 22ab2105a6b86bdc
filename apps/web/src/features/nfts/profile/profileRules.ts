/**
 * Pure rules of the profile screens: which NFTs can be an avatar, the username field's state,
 * and the next step of a paid profile action (CAKE approval, NFT approval, then the call).
 */
import type { ApiUsernameCheck, NftLocation } from '@ghost/sdk'
import { type UsernameValidation, validateUsername } from '@ghost/sdk'

export type AvatarCandidate = {
  token: { collection: { address: string }; tokenId: string | null }
  location: NftLocation
}

/**
 * Spec §6: only approved collections' NFTs can be a profile picture, and only one in the wallet
 * (not listed for sale, not already the picture, minted).
 */
export function getAvatarCandidates<T extends AvatarCandidate>(
  nfts: readonly T[],
  approvedCollections: ReadonlySet<string>,
): T[] {
  return nfts.filter(
    (nft) =>
      nft.location === 'In Wallet' &&
      nft.token.tokenId !== null &&
      approvedCollections.has(nft.token.collection.address.toLowerCase()),
  )
}

export type UsernameState =
  | { status: 'empty' }
  | { status: 'invalid'; issues: string[] }
  | { status: 'checking' }
  /** The service did not answer: spec §8 'Unable to verify username'. */
  | { status: 'unverified' }
  | { status: 'taken'; message: string | null }
  | { status: 'available'; username: string }

/**
 * The username field (spec §5: 3–15 letters and digits; availability from the profile service).
 * `check` is the service's answer for exactly `typed`: undefined while it is asked, null when it
 * failed.
 */
export function getUsernameState(
  typed: string,
  check: ApiUsernameCheck | null | undefined,
): UsernameState {
  if (typed === '') return { status: 'empty' }
  const validation: UsernameValidation = validateUsername(typed)
  if (!validation.valid) return { status: 'invalid', issues: validation.issues }
  if (check === undefined) return { status: 'checking' }
  if (check === null) return { status: 'unverified' }
  if (!check.valid) return { status: 'invalid', issues: check.message ? [check.message] : [] }
  if (!check.available) return { status: 'taken', message: check.message }
  return { status: 'available', username: validation.username }
}

export type PaidStep =
  /** Costs unknown (spec §8 'Could not retrieve CAKE costs for profile'). */
  'no-costs' | 'loading' | 'insufficient-cake' | 'approve-cake' | 'approve-nft' | 'confirm'

export type PaidStepInput = {
  /** The CAKE the action takes (wei); null when the read failed, undefined while loading. */
  cost: bigint | null | undefined
  balance: bigint | undefined
  allowance: bigint | undefined
  /** Whether the profile contract may move the chosen NFT; undefined when none is needed. */
  nftApproved: boolean | undefined
}

/** What the action's button does next: approvals first (CAKE, then the NFT), then the call. */
export function getPaidStep({ cost, balance, allowance, nftApproved }: PaidStepInput): PaidStep {
  if (cost === null) return 'no-costs'
  if (cost === undefined || balance === undefined || allowance === undefined) return 'loading'
  if (balance < cost) return 'insufficient-cake'
  if (cost > 0n && allowance < cost) return 'approve-cake'
  if (nftApproved === false) return 'approve-nft'
  return 'confirm'
}

/** What the profile header says the profile is. */
export function getProfileStatus(profile: {
  hasRegistered: boolean
  data: { isActive: boolean } | null
}): 'none' | 'active' | 'paused' {
  if (!profile.hasRegistered || !profile.data) return 'none'
  return profile.data.isActive ? 'active' : 'paused'
}
