/**
 * Adds each farm pair's LP reward APR (from the indexer's last 24 h) to the farms' APR. While the
 * index answers nothing (loading, failing, or not yet reached the pair) the farms keep their
 * reward APR alone, so the card never waits on the API.
 */
import { useMemo } from 'react'
import { useIndexedNow, usePairHours, useTopPairs } from '../../../api/info'
import { addLpRewardApr } from '../rules/addLpRewardApr'
import type { FarmView } from '../rules/getFarmView'
import { getLpRewardAprs } from '../rules/getLpRewardAprs'

export function useFarmsWithLpRewards(farms: readonly FarmView[]): FarmView[] {
  const key = farms.map((farm) => farm.lpAddress.toLowerCase()).join()
  const lpAddresses = useMemo(() => (key ? (key.split(',') as `0x${string}`[]) : []), [key])
  const { now } = useIndexedNow()
  const hours = usePairHours(lpAddresses)
  const pairs = useTopPairs()
  return useMemo(() => {
    if (now === undefined || !hours.data) return [...farms]
    const aprs = getLpRewardAprs({ lpAddresses, hours: hours.data, pairs: pairs.data ?? [], now })
    return farms.map((farm) => addLpRewardApr(farm, aprs.get(farm.lpAddress.toLowerCase())))
  }, [farms, lpAddresses, hours.data, pairs.data, now])
}
