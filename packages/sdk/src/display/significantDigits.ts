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
