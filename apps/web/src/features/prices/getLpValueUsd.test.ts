import { Fraction, Native } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { getCurrencyPriceUsd, getLpValueUsd, getPairValueUsd } from './getLpValueUsd'
import { getTokenPricesUsd, priceKey } from './getTokenPricesUsd'
import { priceToNumber } from './priceToNumber'
import { BUSD, CAKE, GHOST, testPair, USDT, WBNB, WORLD_PAIRS } from './testTokens'

const prices = getTokenPricesUsd(WORLD_PAIRS, [USDT, BUSD])
const bnbUsdt = testPair(WBNB, '1000', USDT, '600000')

describe('getPairValueUsd', () => {
  test('both sides priced: their sum', () => {
    expect(getPairValueUsd(bnbUsdt, prices)?.toFixed(2)).toBe('1200000.00')
  })

  test('one side priced: twice that side', () => {
    const lonely = testPair(CAKE, '10', GHOST, '20')
    const onlyGhost = { [priceKey(GHOST.address)]: new Fraction(2n) }
    expect(getPairValueUsd(lonely, onlyGhost)?.toFixed(2)).toBe('80.00')
  })

  test('no side priced: undefined', () => {
    expect(getPairValueUsd(bnbUsdt, {})).toBeUndefined()
  })
})

describe('getLpValueUsd', () => {
  test('pool value over the whole LP supply', () => {
    // sqrt(1000 · 600000) ≈ 24494.9 LP minted at the seed; use a round supply here
    expect(getLpValueUsd(bnbUsdt, parseEther('20000'), prices)?.toFixed(6)).toBe('60.000000')
    expect(getLpValueUsd(bnbUsdt, 3n * 10n ** 17n, prices)?.toFixed(2)).toBe('4000000.00')
  })

  test('no supply or no price: undefined', () => {
    expect(getLpValueUsd(bnbUsdt, 0n, prices)).toBeUndefined()
    expect(getLpValueUsd(bnbUsdt, parseEther('1'), {})).toBeUndefined()
  })
})

describe('getCurrencyPriceUsd', () => {
  test('native BNB is priced as WBNB; tokens by address in any case', () => {
    expect(getCurrencyPriceUsd(prices, Native.onChain(WBNB))?.toFixed(0)).toBe('600')
    expect(getCurrencyPriceUsd(prices, GHOST)?.toFixed(2)).toBe('2.00')
    expect(getCurrencyPriceUsd(prices, undefined)).toBeUndefined()
  })
})

describe('priceToNumber', () => {
  test('exact fractions become floats', () => {
    expect(priceToNumber(new Fraction(5n, 2n))).toBe(2.5)
    expect(priceToNumber(prices[priceKey(WBNB.address)])).toBe(600)
    expect(priceToNumber(undefined)).toBeUndefined()
  })
})
