import { describe, expect, test } from 'vitest'
import { parseAmountInput } from './parseAmountInput'

describe('parseAmountInput', () => {
  test('digits with at most one dot, commas to dots, at most 79 characters', () => {
    expect(parseAmountInput('')).toBe('')
    expect(parseAmountInput('1,5')).toBe('1.5')
    expect(parseAmountInput('.5')).toBe('.5')
    expect(parseAmountInput('12.')).toBe('12.')
    for (const refused of ['1.2.3', '1,2,3', 'abc', '-1', '1e5', ' 1']) {
      expect(parseAmountInput(refused)).toBeUndefined()
    }
    expect(parseAmountInput('1'.repeat(79))).toBe('1'.repeat(79))
    expect(parseAmountInput('1'.repeat(80))).toBeUndefined()
  })
})
