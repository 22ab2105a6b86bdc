import { expect, test } from 'vitest'
import { getTradeTokenPairs } from './getTradeTokenPairs'
import { BNB, CAKE, DEEP, GHOST, TAX, USDT, WBNB } from './testFixtures'

const names = (pairs: ReturnType<typeof getTradeTokenPairs>) =>
  pairs.map(([a, b]) => `${a.symbol}-${b.symbol}`)

test('every two base tokens, BNB as WBNB, no duplicates', () => {
  expect(names(getTradeTokenPairs([WBNB, USDT, GHOST], BNB, USDT))).toEqual([
    'WBNB-USDT',
    'WBNB-GHOST',
    'USDT-GHOST',
  ])
})

test('a chosen token outside the bases pairs with each base and the other side', () => {
  expect(names(getTradeTokenPairs([WBNB, GHOST, CAKE], DEEP, TAX))).toEqual([
    'WBNB-GHOST',
    'WBNB-CAKE',
    'WBNB-DEEP',
    'WBNB-TAX',
    'GHOST-CAKE',
    'GHOST-DEEP',
    'GHOST-TAX',
    'CAKE-DEEP',
    'CAKE-TAX',
    'DEEP-TAX',
  ])
  expect(getTradeTokenPairs([], undefined, undefined)).toEqual([])
})
