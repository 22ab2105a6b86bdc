import { describe, expect, test } from 'vitest'
import { shortenSymbol } from './shortenSymbol'

describe('shortenSymbol', () => {
  test('symbols over 20 characters keep 4 + 5 characters', () => {
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDEFGHIJKLMNOPQRST')
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU')
    expect(shortenSymbol(undefined)).toBeUndefined()
  })
})
