import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getBnbPriceUsd } from './getBnbPriceUsd'
import { MIN_STABLE_PAIR_BNB } from './thresholds'
import { WAD } from './wad'

const reserve = fc.bigInt({ min: MIN_STABLE_PAIR_BNB, max: 10n ** 30n })
const stablePair = fc.record({ bnbReserve: reserve, stableReserve: reserve })

describe('getBnbPriceUsd', () => {
  test('one pair: the stable reserve over the BNB reserve', () => {
    expect(
      getBnbPriceUsd({ pairs: [{ bnbReserve: 1000n * WAD, stableReserve: 600_000n * WAD }] }),
    ).toBe(600n * WAD)
  })

  test('two pairs: weighted by their BNB reserves, not a plain average', () => {
    // $600 with 1000 BNB and $630 with 500 BNB: (600,000 + 315,000) / 1,500 = $610, not $615
    const price = getBnbPriceUsd({
      pairs: [
        { bnbReserve: 1000n * WAD, stableReserve: 600_000n * WAD },
        { bnbReserve: 500n * WAD, stableReserve: 315_000n * WAD },
      ],
    })
    expect(price).toBe(610n * WAD)
  })

  test('a pair below the minimum BNB reserve does not count; none left gives 0', () => {
    const thin = { bnbReserve: MIN_STABLE_PAIR_BNB - 1n, stableReserve: 10n ** 9n * WAD }
    const deep = { bnbReserve: 1000n * WAD, stableReserve: 600_000n * WAD }
    expect(getBnbPriceUsd({ pairs: [deep, thin] })).toBe(600n * WAD)
    expect(getBnbPriceUsd({ pairs: [thin] })).toBe(0n)
    expect(getBnbPriceUsd({ pairs: [] })).toBe(0n)
    expect(getBnbPriceUsd({ pairs: [thin], minBnbReserve: 0n })).toBeGreaterThan(0n)
  })

  test('property: the weighted price lies between the cheapest and dearest pair', () => {
    fc.assert(
      fc.property(fc.array(stablePair, { minLength: 1, maxLength: 5 }), (pairs) => {
        const price = getBnbPriceUsd({ pairs })
        const prices = pairs.map((p) => (p.stableReserve * WAD) / p.bnbReserve)
        const min = prices.reduce((a, b) => (a < b ? a : b))
        const max = prices.reduce((a, b) => (a > b ? a : b))
        expect(price >= min && price <= max).toBe(true)
      }),
    )
  })

  test('property: more stable coins in a pair never lower the price (monotone)', () => {
    fc.assert(
      fc.property(
        fc.array(stablePair, { minLength: 1, maxLength: 4 }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        (pairs, extra) => {
          const [first, ...rest] = pairs
          if (!first) return
          const more = [{ ...first, stableReserve: first.stableReserve + extra }, ...rest]
          expect(getBnbPriceUsd({ pairs: more }) >= getBnbPriceUsd({ pairs })).toBe(true)
        },
      ),
    )
  })

  test('property: more weight on a pair (same price, deeper) pulls the average toward its price', () => {
    fc.assert(
      fc.property(stablePair, stablePair, fc.bigInt({ min: 2n, max: 100n }), (a, b, k) => {
        const priceA = (a.stableReserve * WAD) / a.bnbReserve
        const before = getBnbPriceUsd({ pairs: [a, b] })
        const deeperA = { bnbReserve: a.bnbReserve * k, stableReserve: a.stableReserve * k }
        const after = getBnbPriceUsd({ pairs: [deeperA, b] })
        const distance = (price: bigint) => (price > priceA ? price - priceA : priceA - price)
        // one unit of slack: both averages are rounded down
        expect(distance(after) <= distance(before) + 1n).toBe(true)
      }),
    )
  })

  test('property: scaling every reserve by the same factor keeps the price', () => {
    fc.assert(
      fc.property(
        fc.array(stablePair, { minLength: 1, maxLength: 4 }),
        fc.bigInt({ min: 1n, max: 1000n }),
        (pairs, k) => {
          const scaled = pairs.map((p) => ({
            bnbReserve: p.bnbReserve * k,
            stableReserve: p.stableReserve * k,
          }))
          expect(getBnbPriceUsd({ pairs: scaled })).toBe(getBnbPriceUsd({ pairs }))
        },
      ),
    )
  })
})
