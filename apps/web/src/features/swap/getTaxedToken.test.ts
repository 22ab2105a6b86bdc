import { getBestTrade, TradeType } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getTaxedToken, isTaxedSlippageTooLow } from './getTaxedToken'
import { amount, BNB, GHOST, TAX, USDT, WORLD_PAIRS } from './testFixtures'

const taxedTokens = [TAX.address.toLowerCase() as `0x${string}`]

test('found on the route, or chosen on a side before any trade exists', () => {
  const trade = getBestTrade({
    pairs: WORLD_PAIRS,
    tradeType: TradeType.EXACT_INPUT,
    amount: amount(TAX, '10'),
    otherCurrency: USDT,
  })
  expect(trade?.route.path.map((t) => t.symbol)).toEqual(['TAX', 'WBNB', 'USDT'])
  expect(getTaxedToken({ trade, currencies: [TAX, USDT], taxedTokens })?.symbol).toBe('TAX')
  expect(getTaxedToken({ trade: undefined, currencies: [undefined, TAX], taxedTokens })).toBe(TAX)
  expect(getTaxedToken({ trade: undefined, currencies: [BNB, GHOST], taxedTokens })).toBeUndefined()
})

test('12% is enough, anything less is not; no taxed token, no limit', () => {
  expect(isTaxedSlippageTooLow(TAX, 1199)).toBe(true)
  expect(isTaxedSlippageTooLow(TAX, 1200)).toBe(false)
  expect(isTaxedSlippageTooLow(undefined, 0)).toBe(false)
})
