import { Fraction } from '@ghost/sdk'
import { msg } from '../../../i18n/msg'
import type { FarmView } from './getFarmView'

export const FARM_SORT_OPTIONS = [
  { value: 'hot', label: msg('Hot') },
  { value: 'apr', label: msg('APR') },
  { value: 'multiplier', label: msg('Multiplier') },
  { value: 'earned', label: msg('Earned') },
  { value: 'liquidity', label: msg('Liquidity') },
] as const

export type FarmSortOption = (typeof FARM_SORT_OPTIONS)[number]['value']

const ZERO = new Fraction(0n)

function key(farm: FarmView, option: Exclude<FarmSortOption, 'hot'>): Fraction {
  switch (option) {
    case 'apr':
      return farm.apr ?? ZERO
    case 'multiplier':
      return new Fraction(farm.allocPoint)
    case 'earned':
      // earned amounts of different farms are all in the reward token
      return farm.user ? new Fraction(farm.user.earnings.quotient) : ZERO
    case 'liquidity':
      return farm.liquidityUsd ?? ZERO
  }
}

/** 'Hot' keeps the MasterChef order (by pid); the others put the largest first. Stable. */
export function sortFarms(farms: readonly FarmView[], option: FarmSortOption): FarmView[] {
  const byPid = [...farms].sort((a, b) => a.pid - b.pid)
  if (option === 'hot') return byPid
  return byPid.sort((a, b) => {
    const ka = key(a, option)
    const kb = key(b, option)
    return kb.greaterThan(ka) ? 1 : ka.greaterThan(kb) ? -1 : 0
  })
}
