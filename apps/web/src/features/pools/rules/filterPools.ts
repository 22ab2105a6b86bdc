import type { PoolView } from './getPoolView'

export type PoolsTab = 'live' | 'finished'

export type FilterPoolsParameters = {
  tab: PoolsTab
  /** Only pools where the user has a stake. */
  stakedOnly: boolean
  /** Matched against the earning token's symbol, case-insensitively; blank matches all. */
  query: string
}

/**
 * The pools of one tab (Live: not finished; Finished: finished, spec §4), optionally only those
 * the user has a stake in, whose earning token symbol contains the search text.
 *
 * @example
 * filterPools(pools, { tab: 'live', stakedOnly: false, query: 'usd' })
 */
export function filterPools(
  pools: readonly PoolView[],
  { tab, stakedOnly, query }: FilterPoolsParameters,
): PoolView[] {
  const needle = query.trim().toLowerCase()
  return pools.filter(
    (pool) =>
      pool.isFinished === (tab === 'finished') &&
      (!stakedOnly || (pool.userData?.stakedBalance.quotient ?? 0n) > 0n) &&
      (needle === '' || (pool.earningToken.symbol ?? '').toLowerCase().includes(needle)),
  )
}

/** Spec §2: the Finished tab shows only when the user has a stake in a finished pool. */
export function hasStakeInFinishedPools(pools: readonly PoolView[]): boolean {
  return pools.some((pool) => pool.isFinished && (pool.userData?.stakedBalance.quotient ?? 0n) > 0n)
}
