import { describe, expect, test } from 'vitest'
import { getSlippageWarning } from './getSlippageWarning'

describe('getSlippageWarning', () => {
  test('stored slippage warnings', () => {
    expect([10, 49, 50, 500, 501].map((value) => getSlippageWarning(value)?.text)).toEqual([
      'Your transaction may fail',
      'Your transaction may fail',
      undefined,
      undefined,
      'Your transaction may be frontrun',
    ])
  })
})
