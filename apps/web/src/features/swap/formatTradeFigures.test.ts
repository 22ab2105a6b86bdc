import { Fraction, Percent } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { formatPriceImpact, formatUsdValue } from './formatTradeFigures'
import { amount, BNB, USDT } from './testFixtures'

test.each([
  [new Percent(-3n, 100_000n), '<0.01%'],
  [new Percent(9n, 100_000n), '<0.01%'],
  [new Percent(1n, 10_000n), '0.01%'],
  [new Percent(1234n, 100_000n), '1.23%'],
  [new Percent(15n, 100n), '15.00%'],
])('price impact %s → %s', (impact, text) => {
  expect(formatPriceImpact(impact)).toBe(text)
})

test('USD value: two decimals, grouped; unknown price or amount gives nothing', () => {
  expect(formatUsdValue(amount(BNB, '1234.5'), new Fraction(600n))).toBe('$740,700.00')
  expect(formatUsdValue(amount(USDT, '0.004'), new Fraction(1n))).toBe('$0.00')
  expect(formatUsdValue(undefined, new Fraction(1n))).toBeUndefined()
  expect(formatUsdValue(amount(USDT, '1'), undefined)).toBeUndefined()
})

test("in the user's locale, compact from a billion", () => {
  expect(formatPriceImpact(new Percent(1234n, 100_000n), 'de-DE')).toBe('1,23\u00a0%')
  expect(formatUsdValue(amount(BNB, '1234.5'), new Fraction(600n), 'de-DE')).toBe('$740.700,00')
  expect(formatUsdValue(amount(BNB, '5000000'), new Fraction(600n))).toBe('$3B')
  expect(formatUsdValue(amount(BNB, '5000000000000'), new Fraction(600n))).toBe('>$999.9T')
})
