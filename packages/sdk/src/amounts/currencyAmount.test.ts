import { CurrencyAmount as RefCurrencyAmount, Token as RefToken } from '@pancakeswap/swap-sdk-core'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_UINT256 } from '../constants/amm'
import { Token } from '../currencies/token'
import { BNB, E18, USDC6, USDT, WBNB } from '../test/fixtures'
import { CurrencyAmount } from './currencyAmount'
import { Percent } from './percent'

describe('CurrencyAmount', () => {
  test('prints whole units', () => {
    const amount = CurrencyAmount.fromRawAmount(USDT, 1_234_567_890_000_000_000_000n)
    expect(amount.toExact()).toBe('1234.56789')
    expect(amount.toSignificant()).toBe('1234.56')
    expect(amount.toSignificant(4, { groupSeparator: ',' })).toBe('1,234')
    expect(amount.toFixed(2)).toBe('1234.56')
    expect(CurrencyAmount.fromRawAmount(USDC6, 1n).toExact()).toBe('0.000001')
    expect(CurrencyAmount.fromRawAmount(USDC6, 0n).toExact()).toBe('0')
    expect(CurrencyAmount.fromRawAmount(USDC6, 5_000_000n).toExact()).toBe('5')
  })

  test('adds and subtracts only the same currency', () => {
    const a = CurrencyAmount.fromRawAmount(USDT, 5n)
    expect(a.add(CurrencyAmount.fromRawAmount(USDT, 7n)).quotient).toBe(12n)
    expect(a.subtract(CurrencyAmount.fromRawAmount(USDT, 7n)).quotient).toBe(-2n)
    expect(() =>
      a.add(CurrencyAmount.fromRawAmount(WBNB, 1n) as unknown as CurrencyAmount<Token>),
    ).toThrowErrorMatchingInlineSnapshot(`
      [CurrencyMismatchError: Currencies do not match

      Expected: 0x55d398326f99059fF775485246999027B3197955
      Received: 0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('scales by fractions and percents, keeping the currency', () => {
    const a = CurrencyAmount.fromRawAmount(USDT, 1000n)
    const scaled = a.multiply(new Percent(50n, 10_000n))
    expect(scaled.currency).toBe(USDT)
    expect(scaled.quotient).toBe(5n)
    expect(a.divide(3n).quotient).toBe(333n)
  })

  test('rejects amounts above uint256 and too many decimals', () => {
    expect(CurrencyAmount.fromRawAmount(USDT, MAX_UINT256).quotient).toBe(MAX_UINT256)
    expect(() =>
      CurrencyAmount.fromRawAmount(USDT, MAX_UINT256 + 1n),
    ).toThrowErrorMatchingInlineSnapshot(`
      [AmountOverflowError: Amount exceeds uint256

      Amount: 115792089237316195423570985008687907853269984665640564039457584007913129639936
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() =>
      CurrencyAmount.fromRawAmount(USDC6, 1n).toFixed(7),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidDecimalsError: Invalid decimals

      Decimals: 7 (an integer from 0 to 254)
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('native amounts wrap to WBNB', () => {
    const bnb = CurrencyAmount.fromRawAmount(BNB, E18)
    expect(bnb.wrapped.currency).toBe(WBNB)
    expect(bnb.wrapped.quotient).toBe(E18)
    expect(bnb.toExact()).toBe('1')
  })

  test('toSignificant, toFixed and toExact equal the reference SDK', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX_UINT256 }),
        fc.constantFrom(0, 6, 8, 9, 18),
        fc.integer({ min: 1, max: 20 }),
        (raw, decimals, digits) => {
          const ours = CurrencyAmount.fromRawAmount(
            new Token({ chainId: 56, address: USDT.address, decimals }),
            raw,
          )
          const reference = RefCurrencyAmount.fromRawAmount(
            new RefToken(56, USDT.address, decimals, 'T'),
            raw,
          )
          expect(ours.toSignificant(digits)).toBe(reference.toSignificant(digits))
          expect(ours.toFixed(Math.min(digits, decimals))).toBe(
            reference.toFixed(Math.min(digits, decimals)),
          )
          expect(ours.toExact()).toBe(reference.toExact())
        },
      ),
      { numRuns: 500 },
    )
  })
})
