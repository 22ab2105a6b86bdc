import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getBulkDiscountPercent, getBulkTicketCost } from './getBulkTicketCost'

const CAKE = 10n ** 18n

describe('getBulkTicketCost', () => {
  test('the spec figures: 2 tickets 0.05% off, 50 tickets 2.45%, 100 tickets 4.95%', () => {
    const price = 3n * CAKE
    // full price minus the discount, the discount in hundredths of a percent (1/10,000)
    const discounted = (n: bigint, hundredthsOfPercent: bigint) =>
      price * n - (price * n * hundredthsOfPercent) / 10_000n
    expect(getBulkTicketCost(price, 1)).toBe(price)
    expect(getBulkTicketCost(price, 2)).toBe(discounted(2n, 5n))
    expect(getBulkTicketCost(price, 50)).toBe(discounted(50n, 245n))
    expect(getBulkTicketCost(price, 100)).toBe(discounted(100n, 495n))
  })

  test('hand-computed costs, rounded down to the wei as the contract does', () => {
    // 100 tickets at 5 CAKE: 500 CAKE less 4.95% (24.75 CAKE)
    expect(getBulkTicketCost(5n * CAKE, 100)).toBe(475_250_000_000_000_000_000n)
    // 2 tickets of 1 wei: 2 * 1999 / 2000 = 1.999 → 1
    expect(getBulkTicketCost(1n, 2)).toBe(1n)
    // 100 tickets of 3 wei: 300 * 1901 / 2000 = 285.15 → 285
    expect(getBulkTicketCost(3n, 100)).toBe(285n)
    expect(getBulkTicketCost(0n, 7)).toBe(0n)
  })

  test('the discount grows linearly by 0.05% per extra ticket (through the spec points)', () => {
    fc.assert(
      fc.property(
        // a price in whole ten-thousandths so that every discount is exact
        fc.bigInt({ min: 1n, max: 10n ** 24n }).map((p) => p * 10_000n),
        fc.integer({ min: 1, max: 100 }),
        (price, count) => {
          const n = BigInt(count)
          const discountBp = 5n * (n - 1n)
          expect(price * n - getBulkTicketCost(price, count)).toBe(
            (price * n * discountBp) / 10_000n,
          )
          // the percentage the page shows is the same discount
          expect(getBulkDiscountPercent(count) * 100).toBeCloseTo(Number(discountBp), 9)
        },
      ),
      { numRuns: 200 },
    )
  })

  test('one more ticket never costs less, nor more than one full price', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 1, max: 99 }),
        (price, count) => {
          const step = getBulkTicketCost(price, count + 1) - getBulkTicketCost(price, count)
          expect(step >= 0n && step <= price).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })

  test('counts outside 1..100 and fractions are refused with a RangeError', () => {
    for (const count of [0, -1, 101, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => getBulkTicketCost(CAKE, count)).toThrow(RangeError)
      expect(() => getBulkDiscountPercent(count)).toThrow(RangeError)
    }
    expect(() => getBulkTicketCost(-1n, 1)).toThrow(RangeError)
  })
})

describe('getBulkDiscountPercent', () => {
  test('the spec figures exactly', () => {
    expect(getBulkDiscountPercent(1)).toBe(0)
    expect(getBulkDiscountPercent(2)).toBe(0.05)
    expect(getBulkDiscountPercent(50)).toBe(2.45)
    expect(getBulkDiscountPercent(100)).toBe(4.95)
  })
})
