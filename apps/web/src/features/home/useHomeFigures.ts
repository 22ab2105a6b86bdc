/**
 * The landing page's data: the index's figures (one indexed block for all of them) and the best
 * live farm APR from the farms' own chain reads plus their indexed LP rewards.
 */
import { useMemo } from 'react'
import {
  useIndexedNow,
  useInfoMeta,
  usePairHours,
  useProtocolDays,
  useTopTokens,
} from '../../api/info'
import { useFarmsData, useFarmsWithLpRewards } from '../farms'
import { getHomeFigures, getTopFarmApr, type HomeFigures } from './getHomeFigures'

export type UseHomeFiguresReturnType = {
  /** Undefined while loading or when the API failed (`indexError`). */
  index: HomeFigures | undefined
  indexError: boolean
  topFarm: ReturnType<typeof getTopFarmApr>
  farmsLoading: boolean
}

export function useHomeFigures(): UseHomeFiguresReturnType {
  const meta = useInfoMeta()
  const days = useProtocolDays()
  const hours = usePairHours()
  const tokens = useTopTokens()
  const { farms: chainFarms, isLoading: farmsLoading } = useFarmsData(undefined)
  const farms = useFarmsWithLpRewards(chainFarms)
  // the same "now" as /info's overview, so both pages read the same 24 h window
  const { now } = useIndexedNow()
  const bnbPriceUSD = meta.data?.bnbPriceUSD
  const index = useMemo(
    () =>
      now !== undefined && bnbPriceUSD !== undefined && days.data && hours.data && tokens.data
        ? getHomeFigures({
            now,
            days: days.data,
            hours: hours.data,
            tokens: tokens.data,
            bnbPriceUSD,
          })
        : undefined,
    [now, bnbPriceUSD, days.data, hours.data, tokens.data],
  )
  const topFarm = useMemo(() => getTopFarmApr(farms), [farms])
  return {
    index,
    // nothing indexed yet is no figure to show either: the page never shows an unreached block
    indexError:
      meta.isError ||
      days.isError ||
      hours.isError ||
      tokens.isError ||
      (meta.isSuccess && now === undefined),
    topFarm,
    farmsLoading,
  }
}
