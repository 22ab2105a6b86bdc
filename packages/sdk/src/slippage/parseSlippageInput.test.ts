import { describe, expect, test } from 'vitest'
import { parseSlippageInput } from './parseSlippageInput'

describe('parseSlippageInput', () => {
  test('percent with up to 2 decimals, commas become dots, stored as percent·100', () => {
    expect(parseSlippageInput('0,3')).toEqual({
      accepted: true,
      input: '0.3',
      slippage: 30,
      message: { type: 'warning', text: 'Your transaction may fail' },
    })
    expect(parseSlippageInput('1')).toEqual({
      accepted: true,
      input: '1',
      slippage: 100,
      message: undefined,
    })
    expect(parseSlippageInput('0.29')).toMatchObject({ slippage: 29 })
    expect(parseSlippageInput('5.01')).toEqual({
      accepted: true,
      input: '5.01',
      slippage: 501,
      message: { type: 'warning', text: 'Your transaction may be frontrun' },
    })
    expect(parseSlippageInput('5')).toMatchObject({ slippage: 500, message: undefined })
    expect(parseSlippageInput('0.5')).toMatchObject({ slippage: 50, message: undefined })
    expect(parseSlippageInput('')).toEqual({
      accepted: true,
      input: '',
      slippage: undefined,
      message: undefined,
    })
  })

  test('applied only below 5000; refused keystrokes', () => {
    expect(parseSlippageInput('49.99')).toMatchObject({ slippage: 4999 })
    expect(parseSlippageInput('50')).toEqual({
      accepted: true,
      input: '50',
      slippage: undefined,
      message: { type: 'error', text: 'Enter a valid slippage percentage' },
    })
    for (const refused of ['0.123', 'abc', '1.2.3', '-1', '1e2']) {
      expect(parseSlippageInput(refused)).toEqual({ accepted: false })
    }
  })
})
