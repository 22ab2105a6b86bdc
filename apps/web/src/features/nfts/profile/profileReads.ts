/**
 * Spec §3/§7 profile reads: `hasRegistered(account)` and `getUserProfile(account)` (which reverts
 * for an unregistered account) from the profile contract, turned into the spec's profile state.
 * A failed read is not a crash: the profile is empty (hasRegistered false, no avatar), logged.
 */
import { type Address, getAddress, isAddress, zeroAddress } from 'viem'

export type ProfileData = {
  userId: bigint
  points: bigint
  teamId: number
  /** The avatar NFT while active; null while paused. */
  collectionAddress: Address | null
  tokenId: bigint | null
  isActive: boolean
}

/** Spec §3/§4 profile state. */
export type ProfileState = {
  isInitialized: boolean
  isLoading: boolean
  hasRegistered: boolean
  data: ProfileData | null
}

export const UNINITIALIZED_PROFILE: ProfileState = {
  isInitialized: false,
  isLoading: false,
  hasRegistered: false,
  data: null,
}

export type ReadResult<T> =
  | { status: 'success'; result: T; error?: undefined }
  | { status: 'failure'; error: Error; result?: undefined }

export type UserProfileTuple = readonly [bigint, bigint, bigint, Address, bigint, boolean]

export function toProfileData(tuple: UserProfileTuple): ProfileData {
  const [userId, points, teamId, nftAddress, tokenId, isActive] = tuple
  const active = isActive && nftAddress !== zeroAddress
  return {
    userId,
    points,
    teamId: Number(teamId),
    collectionAddress: active ? nftAddress : null,
    tokenId: active ? tokenId : null,
    isActive: active,
  }
}

/**
 * The profile state from the two reads (undefined while loading). A failed `hasRegistered` (the
 * node, not the user) is logged and gives the empty profile; a failed `getUserProfile` of a
 * registered account likewise.
 */
export function getProfileState(
  reads: readonly [ReadResult<boolean>, ReadResult<UserProfileTuple>] | undefined,
  { isLoading, error }: { isLoading: boolean; error?: Error | null | undefined },
): ProfileState {
  if (error) {
    console.error('Failed to fetch the profile', error)
    return { isInitialized: true, isLoading: false, hasRegistered: false, data: null }
  }
  if (!reads) return { ...UNINITIALIZED_PROFILE, isLoading }
  const [registered, profile] = reads
  if (registered.status === 'failure') {
    console.error('Failed to fetch the profile', registered.error)
    return { isInitialized: true, isLoading: false, hasRegistered: false, data: null }
  }
  if (!registered.result) {
    return { isInitialized: true, isLoading: false, hasRegistered: false, data: null }
  }
  if (profile.status === 'failure') {
    console.error('Failed to fetch the profile', profile.error)
    return { isInitialized: true, isLoading: false, hasRegistered: false, data: null }
  }
  return {
    isInitialized: true,
    isLoading: false,
    hasRegistered: true,
    data: toProfileData(profile.result),
  }
}

/** A route's account parameter as a checksummed address, or null when it is not one. */
export function parseAccountParam(value: string | undefined): Address | null {
  if (!value) return null
  const trimmed = value.trim()
  return isAddress(trimmed, { strict: false }) ? getAddress(trimmed) : null
}
