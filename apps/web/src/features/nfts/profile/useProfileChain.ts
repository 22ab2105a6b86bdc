/**
 * Chain reads the profile actions need, through the shared multicall (per block): the three
 * CAKE costs, the account's CAKE balance and allowance for the profile contract, the teams, which
 * collections may be avatars, and whether the profile contract may move a chosen NFT.
 */
import { ghostCollectionAbi, ghostProfileAbi } from '@ghost/contracts'
import { useMemo } from 'react'
import { type Address, erc20Abi, getAddress, isAddressEqual, zeroAddress } from 'viem'
import type { ProfileNft } from '../../../chain/actions/profile'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useProfileContract } from './useProfile'

/** Teams are few; the page reads at most this many. */
export const MAX_TEAMS = 50

export type ProfileCosts = { register: bigint; update: bigint; reactivate: bigint }

export type ProfileChainState = {
  profile: Address | undefined
  cake: Address
  /** null when the read failed (spec §8 'Could not retrieve CAKE costs for profile'). */
  costs: ProfileCosts | null | undefined
  cakeBalance: bigint | undefined
  cakeAllowance: bigint | undefined
}

export function useProfileCosts(account: Address | undefined): ProfileChainState {
  const profile = useProfileContract()
  const { manifest } = useRuntimeConfig()
  const cake = manifest.tokens.CAKE
  const contracts = useMemo(
    () =>
      profile
        ? ([
            { address: profile, abi: ghostProfileAbi, functionName: 'numberCakeToRegister' },
            { address: profile, abi: ghostProfileAbi, functionName: 'numberCakeToUpdate' },
            { address: profile, abi: ghostProfileAbi, functionName: 'numberCakeToReactivate' },
            {
              address: cake,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account ?? zeroAddress],
            },
            {
              address: cake,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [account ?? zeroAddress, profile],
            },
          ] as const)
        : undefined,
    [profile, cake, account],
  )
  const { data, error } = useMulticall(contracts, { enabled: contracts !== undefined })
  return useMemo(() => {
    const [register, update, reactivate, balance, allowance] = data ?? []
    let costs: ProfileCosts | null | undefined
    if (error || !profile) costs = null
    else if (!register || !update || !reactivate) costs = undefined
    else if (
      register.status === 'success' &&
      update.status === 'success' &&
      reactivate.status === 'success'
    ) {
      costs = { register: register.result, update: update.result, reactivate: reactivate.result }
    } else {
      console.error('Could not retrieve CAKE costs for profile', register.error ?? update.error)
      costs = null
    }
    return {
      profile,
      cake,
      costs,
      cakeBalance:
        account && balance?.status === 'success' ? (balance.result as bigint) : undefined,
      cakeAllowance:
        account && allowance?.status === 'success' ? (allowance.result as bigint) : undefined,
    }
  }, [data, error, profile, cake, account])
}

export type Team = {
  id: number
  name: string
  description: string
  users: bigint
  points: bigint
  isJoinable: boolean
}

/** Every team (ids 1…numberTeams); [] until read or when the read failed (logged). */
export function useTeams(): { teams: Team[]; isLoading: boolean } {
  const profile = useProfileContract()
  const countCall = useMemo(
    () =>
      profile
        ? ([{ address: profile, abi: ghostProfileAbi, functionName: 'numberTeams' }] as const)
        : undefined,
    [profile],
  )
  const count = useMulticall(countCall, { enabled: countCall !== undefined })
  const first = count.data?.[0]
  const numberTeams = first?.status === 'success' ? Math.min(Number(first.result), MAX_TEAMS) : 0
  const teamCalls = useMemo(
    () =>
      profile && numberTeams > 0
        ? Array.from({ length: numberTeams }, (_, i) => ({
            address: profile,
            abi: ghostProfileAbi,
            functionName: 'getTeamProfile' as const,
            args: [BigInt(i + 1)] as const,
          }))
        : undefined,
    [profile, numberTeams],
  )
  const teams = useMulticall(teamCalls, { enabled: teamCalls !== undefined })
  return useMemo(() => {
    const list: Team[] = []
    for (const [i, read] of (teams.data ?? []).entries()) {
      if (read.status !== 'success') continue
      const [name, description, users, points, isJoinable] = read.result
      list.push({ id: i + 1, name, description, users, points, isJoinable })
    }
    if (first?.status === 'failure') console.error('Failed to fetch the teams', first.error)
    return { teams: list, isLoading: count.isLoading || teams.isLoading }
  }, [teams.data, teams.isLoading, count.isLoading, first])
}

/** The collections (lowercase) among `collections` the profile contract accepts as avatars. */
export function useApprovedCollections(collections: readonly string[]): {
  approved: ReadonlySet<string>
  isLoading: boolean
} {
  const profile = useProfileContract()
  const key = collections.map((c) => c.toLowerCase()).join(',')
  const calls = useMemo(() => {
    const unique = [...new Set(key ? key.split(',') : [])]
    return profile && unique.length > 0
      ? unique.map((collection) => ({
          address: profile,
          abi: ghostProfileAbi,
          functionName: 'isCollectionApproved' as const,
          args: [getAddress(collection)] as const,
        }))
      : undefined
  }, [profile, key])
  const { data, isLoading } = useMulticall(calls, { enabled: calls !== undefined })
  return useMemo(() => {
    const approved = new Set<string>()
    for (const [i, read] of (data ?? []).entries()) {
      const call = calls?.[i]
      if (call && read.status === 'success' && read.result) {
        approved.add(call.args[0].toLowerCase())
      }
    }
    return { approved, isLoading: calls !== undefined && (isLoading || data === undefined) }
  }, [data, isLoading, calls])
}

/** Whether the profile contract may move `tokenId` of `collection` for `owner`. */
export function useNftApproval(
  owner: Address | undefined,
  nft: ProfileNft | undefined,
): boolean | undefined {
  const profile = useProfileContract()
  const collection = nft?.collection
  const tokenId = nft?.tokenId
  const calls = useMemo(
    () =>
      profile && owner && collection && tokenId !== undefined
        ? ([
            {
              address: collection,
              abi: ghostCollectionAbi,
              functionName: 'getApproved',
              args: [tokenId],
            },
            {
              address: collection,
              abi: ghostCollectionAbi,
              functionName: 'isApprovedForAll',
              args: [owner, profile],
            },
          ] as const)
        : undefined,
    [profile, owner, collection, tokenId],
  )
  const { data } = useMulticall(calls, { enabled: calls !== undefined })
  if (!calls || !profile) return undefined
  const [approved, forAll] = data ?? []
  if (!approved || !forAll) return undefined
  const one = approved.status === 'success' && isAddressEqual(approved.result, profile)
  const all = forAll.status === 'success' && forAll.result
  return one || all
}
