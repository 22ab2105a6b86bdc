/**
 * The Rewards screen's data: the chain's answers (names, admins, total levels, the user's levels
 * and pending rewards) through the shared multicall, and the API's totals (deposited, harvested,
 * holders), which only the index has summed.
 */
import { getRewardContracts } from '@ghost/contracts/manifest'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useNftApi } from '../../../api/nfts'
import type { ApiRewardProgramme, RewardEventsQuery } from '../../../api/rewards/rewardsApi'
import { rewardsQueries } from '../../../api/rewards/rewardsQueries'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import {
  getAddressCalls,
  getCountCalls,
  getProgrammeCalls,
  type ProgrammeReads,
  type ProgrammeRef,
  parseCounts,
  parseProgrammeReads,
  parseProgrammeRefs,
  type RewardAddresses,
  type RewardRead,
} from './rewardCalls'

/** A programme with the API's totals when the API knows it. */
export type ProgrammeView = ProgrammeReads & {
  totals: Pick<ApiRewardProgramme, 'totalDeposited' | 'totalHarvested' | 'holders'> | undefined
}

export type UseRewardsDataReturnType = {
  /** Undefined when this deployment has no reward programmes. */
  addresses: RewardAddresses | undefined
  account: Address | undefined
  programmes: ProgrammeView[]
  /** True until the chain's first answers. */
  isLoading: boolean
  /** The API's totals failed (the chain's values still show). */
  totalsError: boolean
}

export function useRewardsData(): UseRewardsDataReturnType {
  const { manifest } = useRuntimeConfig()
  const { address: account } = useConnection()
  // The manifest object is stable for the page's life, so the addresses are too.
  const addresses = useMemo<RewardAddresses | undefined>(() => {
    const rewards = getRewardContracts(manifest)
    return rewards
      ? {
          GhostPot: rewards.GhostPot,
          SharePotFactory: rewards.SharePotFactory,
          FeeManagerFactory: rewards.FeeManagerFactory,
        }
      : undefined
  }, [manifest])
  const countCalls = useMemo(() => (addresses ? getCountCalls(addresses) : undefined), [addresses])
  const countReads = useMulticall(countCalls)
  const countsKey = countReads.data
    ? JSON.stringify(parseCounts(countReads.data as readonly RewardRead[]))
    : undefined
  const counts = useMemo(
    () => (countsKey ? (JSON.parse(countsKey) as ReturnType<typeof parseCounts>) : undefined),
    [countsKey],
  )
  const addressCalls = useMemo(
    () => (addresses && counts ? getAddressCalls(addresses, counts) : undefined),
    [addresses, counts],
  )
  const addressReads = useMulticall(addressCalls)
  const readRefsKey =
    addresses && counts && (addressCalls?.length === 0 || addressReads.data)
      ? JSON.stringify(
          parseProgrammeRefs(addresses, counts, addressReads.data as readonly RewardRead[]),
        )
      : undefined
  // A new pot or manager changes the address list; until its answers arrive the cards already
  // shown stay (rather than the whole screen going back to loading).
  const lastRefsKey = useRef<string | undefined>(undefined)
  if (readRefsKey !== undefined) lastRefsKey.current = readRefsKey
  const refsKey = readRefsKey ?? lastRefsKey.current
  const { contracts, layout } = useMemo(
    () => getProgrammeCalls(refsKey ? (JSON.parse(refsKey) as ProgrammeRef[]) : [], account),
    [refsKey, account],
  )
  const fieldReads = useMulticall(contracts, { enabled: contracts.length > 0 })

  const { client } = useNftApi()
  const totals = useQuery({ ...rewardsQueries.programmes(client), enabled: !!addresses })

  const programmes = useMemo(() => {
    const byAddress = new Map(
      (totals.data ?? []).map((programme) => [programme.address.toLowerCase(), programme]),
    )
    return parseProgrammeReads(layout, fieldReads.data as readonly RewardRead[] | undefined).map(
      (programme): ProgrammeView => ({
        ...programme,
        totals: byAddress.get(programme.address.toLowerCase()),
      }),
    )
  }, [layout, fieldReads.data, totals.data])

  return {
    addresses,
    account,
    programmes,
    isLoading: !!addresses && (refsKey === undefined || fieldReads.data === undefined),
    totalsError: totals.isError,
  }
}

/** One page of a programme's history, newest first (deposits, or the user's own events). */
export function useRewardEvents(query: RewardEventsQuery, enabled: boolean) {
  const { client } = useNftApi()
  return useQuery({ ...rewardsQueries.events(client, query), enabled })
}
