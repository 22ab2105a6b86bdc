import { Fraction, formatNumber, type Percent, Rounding, shortenAddress } from '@ghost/sdk'
import { msg } from '../../../i18n/msg'

/** Spec §9: the reward label farms show next to 'Earn:'. */
export const DEFAULT_REWARD_LABEL = msg('SILVER GHOST')

/** APR as the farm list prints it: 2 decimals, '>1,000,000%' past the cap, '-' while unknown. */
export function formatFarmApr(apr: Percent | undefined, locale = 'en-US'): string {
  return apr
    ? formatNumber(apr, { locale, style: 'percent', decimals: 2, rounding: Rounding.ROUND_HALF_UP })
    : '-'
}

/** Liquidity in whole dollars with the locale's separators, '-' while unknown. */
export function formatLiquidity(value: Fraction | undefined, locale = 'en-US'): string {
  return value ? formatUsd(value, 0, locale) : '-'
}

export function formatUsdCents(value: Fraction | undefined, locale = 'en-US'): string {
  return formatUsd(value ?? new Fraction(0n), 2, locale)
}

// '$' leads in every language; a '<' or '>' bound goes before it ('>$999.9T').
function formatUsd(value: Fraction, decimals: number, locale: string): string {
  const text = formatNumber(value, {
    locale,
    decimals,
    rounding: Rounding.ROUND_HALF_UP,
    dust: false,
  })
  return text.replace(/^([<>]?)/, '$1$$')
}

export { shortenAddress }
