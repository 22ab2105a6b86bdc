import fc from 'fast-check'
import { expect, test } from 'vitest'
import { calculateGasMargin } from './calculateGasMargin'

test('adds 10% to the estimate', () => {
  expect(calculateGasMargin(100_000n)).toBe(110_000n)
  expect(calculateGasMargin(135_791n)).toBe(149_370n)
})

test('never less than the estimate, never more than 10% above it', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 21_000n, max: 30_000_000n }), (estimate) => {
      const limit = calculateGasMargin(estimate)
      return limit >= estimate && limit * 10n <= estimate * 11n
    }),
  )
})
