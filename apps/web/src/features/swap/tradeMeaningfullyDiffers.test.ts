import { getBestTrade, TradeType } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { amount, BNB, GHOST, pair, USDT, WBNB, WORLD_PAIRS } from './testFixtures'
import { tradeMeaningfullyDiffers } from './tradeMeaningfullyDiffers'

const best = (pairs = WORLD_PAIRS, typed = '1', out = USDT) => {
  const trade = getBestTrade({
    pairs,
    tradeType: TradeType.EXACT_INPUT,
    amount: amount(BNB, typed),
    otherCurrency: out,
  })
  if (!trade) throw new Error('no trade')
  return trade
}

test('same trade recomputed: no change; moved reserves, amount or currency: changed', () => {
  expect(tradeMeaningfullyDiffers(best(), best())).toBe(false)
  expect(tradeMeaningfullyDiffers(best(), best([pair(WBNB, '1000', USDT, '600001')]))).toBe(true)
  expect(tradeMeaningfullyDiffers(best(), best(WORLD_PAIRS, '2'))).toBe(true)
  expect(tradeMeaningfullyDiffers(best(), best(WORLD_PAIRS, '1', GHOST))).toBe(true)
})
