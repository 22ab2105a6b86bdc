import { Fraction, type Percent, shortenAddress } from '@ghost/sdk'
import { getNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { msg } from '../../../i18n/msg'

/** Spec §9: the reward label farms show next to 'Earn:' when the reward token is unknown. */
export const DEFAULT_REWARD_LABEL = msg('SILVER GHOST')

/**
 * What a farm pays, next to 'Earn:': the reward token's symbol (issue 28: the card said 'SILVER
 * GHOST' while paying GHOST), the spec's default label only when the token has no symbol.
 */
export function getRewardLabel(
  earningToken: { symbol?: string | undefined },
  translate: (key: string) => string,
): string {
  return earningToken.symbol || translate(DEFAULT_REWARD_LABEL)
}

/** APR as the farm list prints it: the app's APR format, '-' while unknown. */
export function formatFarmApr(apr: Percent | undefined, locale = 'en-US'): string {
  return apr ? getNumberFormat(locale).apr(apr) : '-'
}

/** Liquidity in whole dollars with the locale's separators, '-' while unknown. */
export function formatLiquidity(value: Fraction | undefined, locale = 'en-US'): string {
  return value ? withDollar(getNumberFormat(locale).usd(value, 0)) : '-'
}

export function formatUsdCents(value: Fraction | undefined, locale = 'en-US'): string {
  return withDollar(getNumberFormat(locale).usd(value ?? new Fraction(0n)))
}

export { shortenAddress }
