import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { Price } from '../amounts/price'
import { E18, USDC6, USDT, WBNB } from '../test/fixtures'
import { formatAmount } from './formatAmount'
import { formatPrice, getPriceDecimals } from './formatPrice'
import { formatRoi } from './formatRoi'
import { formatShareOfPool } from './formatShareOfPool'
import { shortenAddress } from './shortenAddress'
import { shortenSymbol } from './shortenSymbol'

describe('display', () => {
  test('prices: 5 decimals above 1000, else 3 (whole units for a Price)', () => {
    expect(formatPrice(new Fraction(1001n))).toBe('1001.00000')
    expect(formatPrice(new Fraction(1000n))).toBe('1000.000')
    expect(getPriceDecimals(new Fraction(2n, 3n))).toBe(3)
    const price = new Price({
      baseCurrency: WBNB,
      quoteCurrency: USDC6,
      denominator: E18,
      numerator: 1_234_500_000n,
    })
    expect(formatPrice(price)).toBe('1234.50000')
  })

  test('share of pool per place', () => {
    expect(formatShareOfPool(new Percent(1n, 100_000n), 'addLiquidity')).toBe('<0.01')
    expect(formatShareOfPool(new Percent(1n, 10_000n), 'addLiquidity')).toBe('0.01')
    expect(formatShareOfPool(new Percent(123_456n, 1_000_000n), 'addLiquidity')).toBe('12.35')
    expect(formatShareOfPool(new Percent(123_456n, 1_000_000n), 'liquidityCard')).toBe('12.345600')
    expect(formatShareOfPool(new Percent(123_456n, 1_000_000n), 'positionCard')).toBe('12.35')
    expect(formatShareOfPool(new Percent(4n, 1_000_000n), 'positionCard')).toBe('<0.01')
  })

  test('significant digits per context, rounded down', () => {
    const amount = CurrencyAmount.fromRawAmount(USDT, 1_234_567_890_000_000_000n)
    expect(formatAmount(amount)).toBe('1.23456')
    expect(formatAmount(amount, 'balance')).toBe('1.234')
    expect(formatAmount(amount, 'transactionSummary')).toBe('1.23')
    expect(formatAmount(amount, 'rateLine')).toBe('1.234')
    expect(formatAmount(amount, 'pooledAmount')).toBe('1.23456')
  })

  test('addresses keep 4 + 4 characters; symbols over 20 characters are shortened', () => {
    expect(shortenAddress('0x55d398326f99059fF775485246999027B3197955')).toBe('0x55...7955')
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDEFGHIJKLMNOPQRST')
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU')
    expect(shortenSymbol(undefined)).toBeUndefined()
  })

  test('ROI: 2 decimals with separators, none above 1,000,000', () => {
    expect(formatRoi(new Fraction(1234567n, 100n))).toBe('12,345.67')
    expect(formatRoi(new Fraction(1_000_000n))).toBe('1,000,000.00')
    expect(formatRoi(new Fraction(100_000_001n, 100n))).toBe('1,000,000')
    expect(formatRoi(new Fraction(5n, 1000n))).toBe('0.01')
  })
})
