/**
 * The add-liquidity form state of spec §3 (independent field, typed value, other typed value) and
 * its one transition: typing in a field. While the pool has no liquidity both amounts are the
 * user's (they set the price), so typing on the other side keeps the first side's text as
 * `otherTypedValue`; once liquidity exists the other side is computed and nothing is kept.
 */
export const MintField = {
  CURRENCY_A: 'CURRENCY_A',
  CURRENCY_B: 'CURRENCY_B',
} as const
export type MintField = (typeof MintField)[keyof typeof MintField]

export type MintState = {
  independentField: MintField
  typedValue: string
  otherTypedValue: string
}

export const INITIAL_MINT_STATE: MintState = {
  independentField: MintField.CURRENCY_A,
  typedValue: '',
  otherTypedValue: '',
}

export type TypeMintInputParameters = {
  field: MintField
  typedValue: string
  /** The pool is new (spec §4: NOT_EXISTS or total supply 0). */
  noLiquidity: boolean
}

export function typeMintInput(
  state: MintState,
  { field, typedValue, noLiquidity }: TypeMintInputParameters,
): MintState {
  if (!noLiquidity) return { independentField: field, typedValue, otherTypedValue: '' }
  if (field === state.independentField) return { ...state, typedValue }
  return { independentField: field, typedValue, otherTypedValue: state.typedValue }
}

export function otherMintField(field: MintField): MintField {
  return field === MintField.CURRENCY_A ? MintField.CURRENCY_B : MintField.CURRENCY_A
}
