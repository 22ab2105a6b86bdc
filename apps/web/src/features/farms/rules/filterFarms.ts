import type { FarmView } from './getFarmView'

export type FarmsTab = 'live' | 'finished'

export type FilterFarmsParameters = {
  tab: FarmsTab
  stakedOnly: boolean
  /** Search text, matched against the LP symbol without case. */
  query: string
}

/**
 * The farms one tab lists: live farms (allocation above 0) or finished ones, only those with a
 * stake when 'Staked only' is on, and only symbols containing the search text.
 */
export function filterFarms(
  farms: readonly FarmView[],
  { tab, stakedOnly, query }: FilterFarmsParameters,
): FarmView[] {
  const search = query.trim().toLowerCase()
  return farms.filter(
    (farm) =>
      farm.isFinished === (tab === 'finished') &&
      (!stakedOnly || (farm.user?.stakedBalance.quotient ?? 0n) > 0n) &&
      (search === '' || farm.lpSymbol.toLowerCase().includes(search)),
  )
}
