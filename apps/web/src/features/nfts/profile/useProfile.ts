/**
 * Profile reads for one account (spec §3/§4): `hasRegistered` and `getUserProfile` through the
 * shared multicall (batched per block, so a pause or reactivate shows on the next block), and the
 * profile-service username and avatar thumbnail (spec §7) for `ProfileAddress` and the user menu.
 */
import { ghostProfileAbi } from '@ghost/contracts'
import { getNftContracts } from '@ghost/contracts/manifest'
import type { ApiToken } from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import { useConnection } from 'wagmi'
import { nftKeys } from '../../../api/nfts/nftKeys'
import { profileQueries } from '../../../api/nfts/profileQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { readProfileCookie, writeProfileCookie } from './profileCookie'
import {
  getProfileState,
  type ProfileState,
  type ReadResult,
  type UserProfileTuple,
} from './profileReads'

/** The profile contract of this world, undefined when the world has no NFT market. */
export function useProfileContract(): Address | undefined {
  const { manifest } = useRuntimeConfig()
  return getNftContracts(manifest)?.Profile
}

function toAddress(account: string | undefined): Address | undefined {
  return account && isAddress(account, { strict: false }) ? getAddress(account) : undefined
}

export function useProfile(account: string | undefined): ProfileState {
  const profile = useProfileContract()
  const user = toAddress(account)
  const contracts = useMemo(
    () =>
      user && profile
        ? ([
            {
              address: profile,
              abi: ghostProfileAbi,
              functionName: 'hasRegistered',
              args: [user],
            },
            {
              address: profile,
              abi: ghostProfileAbi,
              functionName: 'getUserProfile',
              args: [user],
            },
          ] as const)
        : undefined,
    [user, profile],
  )
  const { data, isLoading, error } = useMulticall(contracts, { enabled: contracts !== undefined })
  return useMemo(
    () =>
      getProfileState(
        data as readonly [ReadResult<boolean>, ReadResult<UserProfileTuple>] | undefined,
        { isLoading: isLoading || (contracts !== undefined && data === undefined), error },
      ),
    [data, isLoading, error, contracts],
  )
}

export type FetchStatus = 'not-fetched' | 'fetching' | 'fetched'

/** Spec §3 profileAvatars entry, with the avatar's thumbnail (the cookie's, until fetched). */
export type ProfileAvatar = {
  username: string
  nft: ApiToken | null
  avatar: string | null
  hasRegistered: boolean
  usernameFetchStatus: FetchStatus
  avatarFetchStatus: FetchStatus
}

/** The profile-service keys (`nftKeys.profile`), kept under this name for the profile screens. */
export const profileQueryKey = nftKeys.profile

function fetchStatus(enabled: boolean, pending: boolean): FetchStatus {
  if (!enabled) return 'not-fetched'
  return pending ? 'fetching' : 'fetched'
}

/** Username and avatar of any address; the connected account's are cached in its cookie. */
export function useProfileAvatar(address: string | undefined): ProfileAvatar {
  const { client } = useNftApi()
  const { address: connected } = useConnection()
  const user = toAddress(address)
  const account = user?.toLowerCase()
  const cached = useMemo(() => (account ? readProfileCookie(account) : null), [account])
  const profile = useProfile(account)

  const username = useQuery(profileQueries.username(client, account))

  const collection = profile.data?.collectionAddress ?? null
  const tokenId = profile.data?.tokenId ?? null
  const avatarEnabled = collection !== null && tokenId !== null
  const nft = useQuery(profileQueries.avatar(client, collection, tokenId))

  const usernameStatus = fetchStatus(account !== undefined, username.isPending)
  const avatarStatus: FetchStatus = !profile.isInitialized
    ? profile.isLoading
      ? 'fetching'
      : 'not-fetched'
    : avatarEnabled
      ? fetchStatus(true, nft.isPending)
      : 'fetched'

  const fetchedUsername = username.data?.username ?? ''
  const fetchedNft = avatarEnabled ? (nft.data ?? null) : null
  const fetchedAvatar = fetchedNft?.image.thumbnail ?? fetchedNft?.image.original ?? null

  const result: ProfileAvatar = {
    username: usernameStatus === 'fetched' ? fetchedUsername : (cached?.username ?? ''),
    nft: fetchedNft,
    avatar: avatarStatus === 'fetched' ? fetchedAvatar : cached?.avatar || null,
    hasRegistered: profile.hasRegistered,
    usernameFetchStatus: usernameStatus,
    avatarFetchStatus: avatarStatus,
  }

  const isConnected = account !== undefined && connected?.toLowerCase() === account
  const bothFetched = usernameStatus === 'fetched' && avatarStatus === 'fetched'
  useEffect(() => {
    if (!isConnected || !bothFetched || !account) return
    if (cached?.username === fetchedUsername && cached.avatar === (fetchedAvatar ?? '')) return
    writeProfileCookie(account, { username: fetchedUsername, avatar: fetchedAvatar ?? '' })
  }, [isConnected, bothFetched, account, fetchedUsername, fetchedAvatar, cached])

  return result
}
