import { describe, expect, test } from 'vitest'
import { INITIAL_MINT_STATE, MintField, otherMintField, typeMintInput } from './mintState'

const { CURRENCY_A: A, CURRENCY_B: B } = MintField

describe('typeMintInput', () => {
  test('with liquidity the other side is computed, so its typed text is dropped', () => {
    const typedA = typeMintInput(INITIAL_MINT_STATE, {
      field: A,
      typedValue: '1',
      noLiquidity: false,
    })
    expect(typedA).toEqual({ independentField: A, typedValue: '1', otherTypedValue: '' })
    expect(typeMintInput(typedA, { field: B, typedValue: '600', noLiquidity: false })).toEqual({
      independentField: B,
      typedValue: '600',
      otherTypedValue: '',
    })
  })

  test('a new pool keeps both sides: switching fields moves the first text to otherTypedValue', () => {
    let state = typeMintInput(INITIAL_MINT_STATE, { field: A, typedValue: '2', noLiquidity: true })
    state = typeMintInput(state, { field: B, typedValue: '5', noLiquidity: true })
    expect(state).toEqual({ independentField: B, typedValue: '5', otherTypedValue: '2' })
    // Editing the same side again keeps the other side's text.
    state = typeMintInput(state, { field: B, typedValue: '50', noLiquidity: true })
    expect(state).toEqual({ independentField: B, typedValue: '50', otherTypedValue: '2' })
    // Back on A: A's new text is independent, B's last text is kept.
    state = typeMintInput(state, { field: A, typedValue: '3', noLiquidity: true })
    expect(state).toEqual({ independentField: A, typedValue: '3', otherTypedValue: '50' })
  })

  test('otherMintField', () => {
    expect(otherMintField(A)).toBe(B)
    expect(otherMintField(B)).toBe(A)
  })
})
