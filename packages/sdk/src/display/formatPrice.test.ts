import { describe, expect, test } from 'vitest'
import { Fraction } from '../amounts/fraction'
import { Price } from '../amounts/price'
import { E18, USDC6, WBNB } from '../test/fixtures'
import { formatPrice } from './formatPrice'
import { getPriceDecimals } from './getPriceDecimals'

describe('formatPrice', () => {
  test('prices: 5 decimals above 1000, else 3 (whole units for a Price), grouped per locale', () => {
    expect(formatPrice(new Fraction(1001n))).toBe('1,001.00000')
    expect(formatPrice(new Fraction(1000n))).toBe('1,000.000')
    expect(getPriceDecimals(new Fraction(2n, 3n))).toBe(3)
    const price = new Price({
      baseCurrency: WBNB,
      quoteCurrency: USDC6,
      denominator: E18,
      numerator: 1_234_500_000n,
    })
    expect(formatPrice(price)).toBe('1,234.50000')
    expect(formatPrice(price, 'de-DE')).toBe('1.234,50000')
  })
})
