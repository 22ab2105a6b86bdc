import { Fraction, type Percent, shortenAddress } from '@ghost/sdk'
import { getNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { msg } from '../../../i18n/msg'

/** Spec §9: the reward label farms show next to 'Earn:'. */
export const DEFAULT_REWARD_LABEL = msg('SILVER GHOST')

/** APR as the farm list prints it: the app's APR format, '-' while unknown. */
export function formatFarmApr(apr: Percent | undefined, locale = 'en-US'): string {
  return apr ? getNumberFormat(locale).percent(apr) : '-'
}

/** Liquidity in whole dollars with the locale's separators, '-' while unknown. */
export function formatLiquidity(value: Fraction | undefined, locale = 'en-US'): string {
  return value ? withDollar(getNumberFormat(locale).usd(value, 0)) : '-'
}

export function formatUsdCents(value: Fraction | undefined, locale = 'en-US'): string {
  return withDollar(getNumberFormat(locale).usd(value ?? new Fraction(0n)))
}

export { shortenAddress }
