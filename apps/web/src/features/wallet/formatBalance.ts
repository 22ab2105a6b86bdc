import { Fraction, formatNumber } from '@ghost/sdk'

/** Spec §9: balances are shown with 4 significant digits. */
export const BALANCE_SIGNIFICANT_DIGITS = 4

/** A wei balance as an exact fraction of whole tokens, for `<FormattedNumber>`. */
export function balanceValue(value: bigint, decimals = 18): Fraction {
  return new Fraction(value, 10n ** BigInt(decimals))
}

/**
 * A token balance for display through the one number formatter: rounded down (never shows more
 * than the wallet holds), the whole integer part with the locale's separators, 4 significant
 * digits, '<0.0001' for dust, compact from a billion.
 *
 * @example formatBalance(1_234_567_890_000_000_000n) // '1.234'
 */
export function formatBalance(
  value: bigint,
  decimals = 18,
  significant = BALANCE_SIGNIFICANT_DIGITS,
  locale = 'en-US',
): string {
  return formatNumber(balanceValue(value, decimals), { locale, significantDigits: significant })
}
