import type { Percent } from '@ghost/sdk'
import type { FarmView } from './getFarmView'

/**
 * A farm with its pair's LP reward APR added to the APR it shows, sorts by and calculates ROI
 * with (PancakeSwap's "APR = farm base APR + LP reward APR"); `farmApr` keeps the rewards' part.
 * Without a farm APR (nothing staked, a price missing) the total stays unknown too.
 */
export function addLpRewardApr(farm: FarmView, lpRewardApr: Percent | undefined): FarmView {
  const farmApr = farm.farmApr ?? farm.apr
  return {
    ...farm,
    farmApr,
    lpRewardApr,
    apr: farmApr && lpRewardApr ? farmApr.add(lpRewardApr) : farmApr,
  }
}
