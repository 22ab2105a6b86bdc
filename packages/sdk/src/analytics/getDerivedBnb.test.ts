import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getDerivedBnb, type PricingPair } from './getDerivedBnb'
import { MIN_LIQUIDITY_BNB } from './thresholds'
import { WAD } from './wad'

const ghostBnb: PricingPair = {
  tokenReserve: 300_000n * WAD,
  counterpartReserve: 1000n * WAD,
  counterpartDerivedBnb: WAD,
}

const pricingPair = fc.record({
  tokenReserve: fc.bigInt({ min: 1n, max: 10n ** 30n }),
  counterpartReserve: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  counterpartDerivedBnb: fc.bigInt({ min: 0n, max: 10n ** 22n }),
})

const liquidity = (pair: PricingPair) =>
  (pair.counterpartReserve * pair.counterpartDerivedBnb) / WAD

describe('getDerivedBnb', () => {
  test('against WBNB: the BNB reserve over the token reserve', () => {
    expect(getDerivedBnb({ pairs: [ghostBnb] })).toBe(WAD / 300n)
  })

  test('through a priced counterpart: its price times the reserve ratio', () => {
    // 100,000 CAKE against 125,000 GHOST at 1/300 BNB: CAKE = 1.25/300 BNB
    const ghostPrice = WAD / 300n
    const cake = getDerivedBnb({
      pairs: [
        {
          tokenReserve: 100_000n * WAD,
          counterpartReserve: 125_000n * WAD,
          counterpartDerivedBnb: ghostPrice,
        },
      ],
    })
    expect(cake).toBe((125_000n * WAD * ghostPrice) / (100_000n * WAD))
  })

  test('the pair with the most BNB on its whitelisted side sets the price', () => {
    const deep = {
      tokenReserve: 1000n * WAD,
      counterpartReserve: 500n * WAD,
      counterpartDerivedBnb: WAD,
    }
    const shallow = {
      tokenReserve: 10n * WAD,
      counterpartReserve: 20n * WAD,
      counterpartDerivedBnb: WAD,
    }
    expect(getDerivedBnb({ pairs: [shallow, deep] })).toBe(WAD / 2n)
    expect(getDerivedBnb({ pairs: [deep, shallow] })).toBe(WAD / 2n)
  })

  test('a thin or unpriced pair cannot set a price', () => {
    const thin = {
      tokenReserve: 1n,
      counterpartReserve: MIN_LIQUIDITY_BNB - 1n,
      counterpartDerivedBnb: WAD,
    }
    expect(getDerivedBnb({ pairs: [thin] })).toBe(0n)
    expect(getDerivedBnb({ pairs: [{ ...ghostBnb, counterpartDerivedBnb: 0n }] })).toBe(0n)
    expect(getDerivedBnb({ pairs: [{ ...ghostBnb, tokenReserve: 0n }] })).toBe(0n)
    expect(getDerivedBnb({ pairs: [] })).toBe(0n)
    // and it does not disturb the price a deep pair sets
    expect(getDerivedBnb({ pairs: [thin, ghostBnb] })).toBe(WAD / 300n)
  })

  test('property: a pair below the minimum never changes the result', () => {
    fc.assert(
      fc.property(fc.array(pricingPair, { maxLength: 4 }), pricingPair, (pairs, candidate) => {
        fc.pre(liquidity(candidate) < MIN_LIQUIDITY_BNB)
        expect(getDerivedBnb({ pairs: [...pairs, candidate] })).toBe(getDerivedBnb({ pairs }))
      }),
    )
  })

  test('property: the price is one of the qualifying pairs’ prices, from the deepest', () => {
    fc.assert(
      fc.property(fc.array(pricingPair, { minLength: 1, maxLength: 5 }), (pairs) => {
        const qualifying = pairs.filter(
          (p) => liquidity(p) >= MIN_LIQUIDITY_BNB && liquidity(p) > 0n,
        )
        const price = getDerivedBnb({ pairs })
        if (qualifying.length === 0) {
          expect(price).toBe(0n)
          return
        }
        const deepest = qualifying.reduce((a, b) => (liquidity(b) > liquidity(a) ? b : a))
        expect(price).toBe(
          (deepest.counterpartReserve * deepest.counterpartDerivedBnb) / deepest.tokenReserve,
        )
      }),
    )
  })

  test('property: more of the token in its pair never raises its price (monotone)', () => {
    fc.assert(
      fc.property(pricingPair, fc.bigInt({ min: 1n, max: 10n ** 24n }), (pair, extra) => {
        const before = getDerivedBnb({ pairs: [pair] })
        const after = getDerivedBnb({
          pairs: [{ ...pair, tokenReserve: pair.tokenReserve + extra }],
        })
        expect(after <= before).toBe(true)
      }),
    )
  })

  test('property: scaling both reserves keeps the price within rounding', () => {
    fc.assert(
      fc.property(pricingPair, fc.bigInt({ min: 1n, max: 1000n }), (pair, k) => {
        fc.pre(liquidity(pair) >= MIN_LIQUIDITY_BNB)
        const scaled = {
          ...pair,
          tokenReserve: pair.tokenReserve * k,
          counterpartReserve: pair.counterpartReserve * k,
        }
        const difference = getDerivedBnb({ pairs: [scaled] }) - getDerivedBnb({ pairs: [pair] })
        // (k·c·p)/(k·t) against (c·p)/t: exact division of the same ratio, at most one unit apart
        expect(difference >= -1n && difference <= 1n).toBe(true)
      }),
    )
  })
})
