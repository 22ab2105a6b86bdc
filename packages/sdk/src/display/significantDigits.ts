/** Spec §9: how many significant digits each place shows. */
export const SIGNIFICANT_DIGITS = {
  /** Prices on the swap page and in trade details. */
  price: 6,
  /** The '1 A = x B' rate line. */
  rateLine: 4,
  /** Typed and computed amounts. */
  amount: 6,
  /** Transaction summaries ('Swap 1.23 BNB for 456 USDT'). */
  transactionSummary: 3,
  /** Wallet balances. */
  balance: 4,
  /** Pooled amounts of a liquidity position. */
  pooledAmount: 6,
  /** Share of pool on the add-liquidity panel. */
  addLiquidityShare: 4,
} as const

export type SignificantDigitsContext = keyof typeof SIGNIFICANT_DIGITS

/**
 * Decimals a place keeps even when its significant digits are used up by whole digits: a balance
 * of 999,998.9994 reads so, not '999,998', so spending 1.0006 BNB of a million shows as such
 * (issue 28). Four, the dust threshold's precision: the smallest visible unit is the same 0.0001
 * at every magnitude.
 */
export const KEPT_DECIMALS: Partial<Record<SignificantDigitsContext, number>> = {
  balance: 4,
}

/** `formatNumber`'s precision for a place: its significant digits and the decimals it keeps. */
export function getSignificantPrecision(context: SignificantDigitsContext): {
  significantDigits: number
  keepDecimals: number | undefined
} {
  return { significantDigits: SIGNIFICANT_DIGITS[context], keepDecimals: KEPT_DECIMALS[context] }
}
