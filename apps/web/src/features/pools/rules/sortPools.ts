import { type Currency, type CurrencyAmount, Fraction } from '@ghost/sdk'
import { msg } from '../../../i18n/msg'
import type { PoolView } from './getPoolView'

export type PoolSortKey = 'hot' | 'apr' | 'earned' | 'totalStaked'

/** The 'Sort by' options in the order the dropdown lists them; Hot is the default. */
export const POOL_SORT_OPTIONS: readonly { value: PoolSortKey; label: string }[] = [
  { value: 'hot', label: msg('Hot') },
  { value: 'apr', label: msg('APR') },
  { value: 'earned', label: msg('Earned') },
  { value: 'totalStaked', label: msg('Total staked') },
]

export const DEFAULT_POOL_SORT: PoolSortKey = 'hot'

/** Hot: the configured sortOrder, then sousId. */
function compareHot(a: PoolView, b: PoolView): number {
  return a.config.sortOrder - b.config.sortOrder || a.sousId - b.sousId
}

/**
 * An amount's worth in USD when its price is known, else in whole tokens: until prices load the
 * order still follows the amounts (every configured pool stakes BNB and earns USDT).
 */
function worth(amount: CurrencyAmount<Currency> | undefined, price: Fraction | undefined) {
  if (!amount) return undefined
  const whole = new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
  return price ? whole.multiply(price) : whole
}

function descending(a: Fraction | undefined, b: Fraction | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1
  return a.greaterThan(b) ? -1 : a.lessThan(b) ? 1 : 0
}

const VALUE: Record<Exclude<PoolSortKey, 'hot'>, (pool: PoolView) => Fraction | undefined> = {
  apr: (pool) => pool.apr,
  earned: (pool) => worth(pool.userData?.pendingReward, pool.earningTokenPrice),
  totalStaked: (pool) => worth(pool.totalStaked, pool.stakingTokenPrice),
}

/**
 * The pools in the chosen order: Hot by sortOrder; APR, Earned (pending reward's USD value) and
 * Total staked (USD value) highest first, unknown values last, ties in Hot order. Returns a new
 * array.
 *
 * @example
 * sortPools(pools, 'apr').map((pool) => pool.sousId)
 */
export function sortPools(pools: readonly PoolView[], sortBy: PoolSortKey): PoolView[] {
  if (sortBy === 'hot') return [...pools].sort(compareHot)
  const value = VALUE[sortBy]
  return pools
    .map((pool) => ({ pool, value: value(pool) }))
    .sort((a, b) => descending(a.value, b.value) || compareHot(a.pool, b.pool))
    .map(({ pool }) => pool)
}
