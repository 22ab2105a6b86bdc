import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import type { BaseError } from '../errors/base'
import { UnexpectedSlippageError } from '../errors/slippage'
import { USDT } from '../test/fixtures'
import { calculateSlippageAmount } from './calculateSlippageAmount'

describe('calculateSlippageAmount', () => {
  const amount = CurrencyAmount.fromRawAmount(USDT, 10_000n)

  test('minimum = amount·(10000 − s)/10000, maximum = amount·(10000 + s)/10000', () => {
    const { minimum, maximum } = calculateSlippageAmount({ amount, slippage: 50 })
    expect([minimum.quotient, maximum.quotient]).toEqual([9_950n, 10_050n])
    expect(calculateSlippageAmount({ amount, slippage: 0 }).minimum.quotient).toBe(10_000n)
    expect(calculateSlippageAmount({ amount, slippage: 10_000 }).minimum.quotient).toBe(0n)
  })

  test("outside 0–10000 throws 'Unexpected slippage value'", () => {
    for (const slippage of [-1, 10_001, 0.5, Number.NaN]) {
      expect(() => calculateSlippageAmount({ amount, slippage })).toThrow(UnexpectedSlippageError)
    }
    try {
      calculateSlippageAmount({ amount, slippage: 10_001 })
    } catch (error) {
      expect((error as BaseError).shortMessage).toBe('Unexpected slippage value')
    }
    expect(() =>
      calculateSlippageAmount({ amount, slippage: -1 }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [UnexpectedSlippageError: Unexpected slippage value

      Slippage: -1
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('bounds bracket the amount and are monotone in slippage', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.integer({ min: 0, max: 10_000 }),
        (raw, slippage) => {
          const { minimum, maximum } = calculateSlippageAmount({
            amount: CurrencyAmount.fromRawAmount(USDT, raw),
            slippage,
          })
          expect(minimum.quotient <= raw && raw <= maximum.quotient).toBe(true)
          expect(minimum.quotient).toBe((raw * BigInt(10_000 - slippage)) / 10_000n)
        },
      ),
    )
  })
})
