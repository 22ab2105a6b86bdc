import { expect, test } from 'vitest'
import { Percent } from './percent'

test('Percent prints as a percentage and keeps its type through arithmetic', () => {
  const half = new Percent(50n, 10_000n)
  expect(half.toFixed()).toBe('0.50')
  expect(half.toSignificant()).toBe('0.5')
  expect(Percent.fromBips(25).toFixed(2)).toBe('0.25')
  const sum = half.add(new Percent(1n, 100n))
  expect(sum).toBeInstanceOf(Percent)
  expect(sum.toFixed(2)).toBe('1.50')
  expect(half.multiply(2n)).toBeInstanceOf(Percent)
  expect(half.subtract(half).toFixed(1)).toBe('0.0')
  expect(half.divide(2n).toSignificant(2)).toBe('0.25')
})
