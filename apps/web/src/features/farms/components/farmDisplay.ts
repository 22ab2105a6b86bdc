import { Fraction, type Percent, shortenAddress } from '@ghost/sdk'
import { msg } from '../../../i18n/msg'

/** Spec §9: the reward label farms show next to 'Earn:'. */
export const DEFAULT_REWARD_LABEL = msg('SILVER GHOST')

/** APR as the farm list prints it: 2 decimals with separators, '-' while unknown. */
export function formatFarmApr(apr: Percent | undefined): string {
  return apr ? `${apr.toFixed(2, { groupSeparator: ',' })}%` : '-'
}

/** Liquidity in whole dollars with separators, '-' while unknown. */
export function formatLiquidity(value: Fraction | undefined): string {
  return value ? `$${value.toFixed(0, { groupSeparator: ',' })}` : '-'
}

export function formatUsdCents(value: Fraction | undefined): string {
  return `$${(value ?? new Fraction(0n)).toFixed(2, { groupSeparator: ',' })}`
}

export { shortenAddress }
