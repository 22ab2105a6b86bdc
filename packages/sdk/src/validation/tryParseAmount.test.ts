import { describe, expect, test } from 'vitest'
import { E18, USDC6, USDT } from '../test/fixtures'
import { tryParseAmount } from './tryParseAmount'

describe('tryParseAmount', () => {
  test('tryParseAmount: base units; too many decimals, zero or junk give nothing', () => {
    expect(tryParseAmount('1.5', USDT)?.quotient).toBe(1_500_000_000_000_000_000n)
    expect(tryParseAmount('.5', USDC6)?.quotient).toBe(500_000n)
    expect(tryParseAmount('0.0000001', USDC6)).toBeUndefined()
    expect(tryParseAmount('0.000', USDT)).toBeUndefined()
    expect(tryParseAmount('1.', USDT)?.quotient).toBe(E18)
    expect(tryParseAmount('.', USDT)).toBeUndefined()
    expect(tryParseAmount('abc', USDT)).toBeUndefined()
    expect(tryParseAmount('1'.repeat(79), USDT)).toBeUndefined()
    expect(tryParseAmount('1', undefined)).toBeUndefined()
  })
})
