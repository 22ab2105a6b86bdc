/** Spec §5 texts of the slippage field. */
export const SLIPPAGE_MESSAGES = {
  invalid: 'Enter a valid slippage percentage',
  riskyLow: 'Your transaction may fail',
  riskyHigh: 'Your transaction may be frontrun',
} as const

export type SlippageMessage =
  | { type: 'error'; text: typeof SLIPPAGE_MESSAGES.invalid }
  | {
      type: 'warning'
      text: typeof SLIPPAGE_MESSAGES.riskyLow | typeof SLIPPAGE_MESSAGES.riskyHigh
    }
