import { Fraction, formatNumber, getSignificantPrecision } from '@ghost/sdk'

/** Spec §9: balances are shown with 4 significant digits (and keep 4 decimals, issue 28). */
export const BALANCE_SIGNIFICANT_DIGITS = getSignificantPrecision('balance').significantDigits

/** A wei balance as an exact fraction of whole tokens, for `<FormattedNumber>`. */
export function balanceValue(value: bigint, decimals = 18): Fraction {
  return new Fraction(value, 10n ** BigInt(decimals))
}

/**
 * A token balance for display through the one number formatter: rounded down (never shows more
 * than the wallet holds), the whole integer part with the locale's separators, 4 significant
 * digits but never fewer than 4 decimals (a change of 0.0001 shows at any size), '<0.0001' for
 * dust, compact from a billion: the app's 'balance' place.
 *
 * @example formatBalance(1_234_567_890_000_000_000n) // '1.2345'
 */
export function formatBalance(
  value: bigint,
  decimals = 18,
  significant = BALANCE_SIGNIFICANT_DIGITS,
  locale = 'en-US',
): string {
  const { keepDecimals } = getSignificantPrecision('balance')
  return formatNumber(balanceValue(value, decimals), {
    locale,
    significantDigits: significant,
    keepDecimals,
  })
}
