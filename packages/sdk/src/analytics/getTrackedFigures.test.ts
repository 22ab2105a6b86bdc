import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getTrackedLiquidity } from './getTrackedLiquidity'
import { getTrackedVolume } from './getTrackedVolume'
import { getTradingFees } from './getTradingFees'
import { WAD } from './wad'

const value = fc.bigInt({ min: 0n, max: 10n ** 30n })

describe('getTrackedVolume', () => {
  test('both whitelisted: the average; one: that side; none: 0', () => {
    const sides = { value0: 100n * WAD, value1: 102n * WAD }
    expect(getTrackedVolume({ ...sides, whitelisted0: true, whitelisted1: true })).toBe(101n * WAD)
    expect(getTrackedVolume({ ...sides, whitelisted0: true, whitelisted1: false })).toBe(100n * WAD)
    expect(getTrackedVolume({ ...sides, whitelisted0: false, whitelisted1: true })).toBe(102n * WAD)
    expect(getTrackedVolume({ ...sides, whitelisted0: false, whitelisted1: false })).toBe(0n)
  })

  test('property: symmetric in the sides, and never more than the larger side', () => {
    fc.assert(
      fc.property(value, value, fc.boolean(), fc.boolean(), (value0, value1, w0, w1) => {
        const volume = getTrackedVolume({ value0, value1, whitelisted0: w0, whitelisted1: w1 })
        const swapped = getTrackedVolume({
          value0: value1,
          value1: value0,
          whitelisted0: w1,
          whitelisted1: w0,
        })
        expect(volume).toBe(swapped)
        expect(volume <= (value0 > value1 ? value0 : value1)).toBe(true)
      }),
    )
  })
})

describe('getTrackedLiquidity', () => {
  test('both whitelisted: the sum; one: twice that side; none: 0', () => {
    const sides = { value0: 100n * WAD, value1: 90n * WAD }
    expect(getTrackedLiquidity({ ...sides, whitelisted0: true, whitelisted1: true })).toBe(
      190n * WAD,
    )
    expect(getTrackedLiquidity({ ...sides, whitelisted0: true, whitelisted1: false })).toBe(
      200n * WAD,
    )
    expect(getTrackedLiquidity({ ...sides, whitelisted0: false, whitelisted1: true })).toBe(
      180n * WAD,
    )
    expect(getTrackedLiquidity({ ...sides, whitelisted0: false, whitelisted1: false })).toBe(0n)
  })

  test('property: a balanced pool counts the same whichever sides are whitelisted', () => {
    fc.assert(
      fc.property(value, fc.boolean(), fc.boolean(), (side, w0, w1) => {
        fc.pre(w0 || w1)
        expect(
          getTrackedLiquidity({ value0: side, value1: side, whitelisted0: w0, whitelisted1: w1 }),
        ).toBe(2n * side)
      }),
    )
  })
})

describe('getTradingFees', () => {
  test('0.25% of the volume, 0.17% of it to liquidity providers', () => {
    expect(getTradingFees(10_000n * WAD)).toEqual({
      total: 25n * WAD,
      liquidityProviders: 17n * WAD,
    })
  })
})
