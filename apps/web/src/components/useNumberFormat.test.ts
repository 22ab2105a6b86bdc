import { Fraction, Percent } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getNumberFormat, withDollar } from './useNumberFormat'

const en = getNumberFormat('en-US')
const de = getNumberFormat('de-DE')

test('percent (APRs): two decimals, separators, the percent sign, capped past 1,000,000%', () => {
  expect(en.percent(new Percent(876n, 10_000n))).toBe('8.76%')
  expect(en.percent(new Percent(123_456_789n, 1_000_000n))).toBe('12,345.68%')
  expect(en.percent(new Percent(0n))).toBe('0.00%')
  expect(en.percent(new Percent(10n ** 200n))).toBe('>1,000,000%')
  expect(de.percent(new Percent(876n, 10_000n))).toBe('8,76\u00a0%')
})

test("usd with withDollar: '$' leads in every language, a bound goes before it", () => {
  expect(withDollar(en.usd(new Fraction(12_345_678n, 10n), 0))).toBe('$1,234,568')
  expect(withDollar(de.usd(new Fraction(12_345_678n, 10n), 0))).toBe('$1.234.568')
  expect(withDollar(en.usd(new Fraction(5n, 1000n)))).toBe('$0.01')
  expect(withDollar(en.usd(new Fraction(10n ** 30n), 0))).toBe('>$999.9T')
})
