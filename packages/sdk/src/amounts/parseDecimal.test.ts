import { expect, test } from 'vitest'
import { Fraction } from './fraction'
import { parseDecimal } from './parseDecimal'

test('exact fractions from decimal text', () => {
  expect(parseDecimal('0.005')?.equalTo(new Fraction(5n, 1000n))).toBe(true)
  expect(parseDecimal('12')?.equalTo(12n)).toBe(true)
  expect(parseDecimal('.5')?.equalTo(new Fraction(1n, 2n))).toBe(true)
  expect(parseDecimal(' 3. ')?.equalTo(3n)).toBe(true)
  expect(parseDecimal('0.142857142')?.toFixed(9)).toBe('0.142857142')
  for (const invalid of ['', '.', '1e3', '-1', '1,5', 'abc'])
    expect(parseDecimal(invalid)).toBeUndefined()
})
