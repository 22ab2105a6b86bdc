/**
 * The remove-liquidity form of spec §3 (burn fields): the user sets one of the percentage, the LP
 * amount or either token amount; the other three follow from it.
 */
export const BurnField = {
  LIQUIDITY_PERCENT: 'LIQUIDITY_PERCENT',
  LIQUIDITY: 'LIQUIDITY',
  CURRENCY_A: 'CURRENCY_A',
  CURRENCY_B: 'CURRENCY_B',
} as const
export type BurnField = (typeof BurnField)[keyof typeof BurnField]

export type BurnState = {
  independentField: BurnField
  typedValue: string
}

export const INITIAL_BURN_STATE: BurnState = {
  independentField: BurnField.LIQUIDITY_PERCENT,
  typedValue: '0',
}

/** The percent buttons under the slider (spec §5: 25, 50, 75, Max). */
export const PERCENT_PRESETS = [25, 50, 75, 100] as const
