import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Percent } from '../amounts/percent'
import { BNB, CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { bestTradeExactIn } from './bestTradeExactIn'
import { getBestTrade } from './getBestTrade'
import { TradeType } from './tradeType'

describe('getBestTrade', () => {
  const direct = makePair(WBNB, 100n, CAKE, 10_000n)
  const wbnbUsdt = makePair(WBNB, 100n, USDT, 30_000n)
  const usdtCake = makePair(USDT, 30_000n, CAKE, 10_300n)
  const pairs = [direct, wbnbUsdt, usdtCake]
  const amountIn = CurrencyAmount.fromRawAmount(WBNB, E18)

  test('keeps the shorter route unless the longer is better by the threshold', () => {
    // two hops give 100.48 CAKE, the direct pair 98.76: 1.7% better
    const [best] = bestTradeExactIn({ pairs, amountIn, currencyOut: CAKE })
    expect(best?.route.pairs.length).toBe(2)
    const chosen = getBestTrade({
      pairs,
      tradeType: TradeType.EXACT_INPUT,
      amount: amountIn,
      otherCurrency: CAKE,
    })
    expect(chosen?.route.pairs.length).toBe(2)
    const strict = getBestTrade({
      pairs,
      tradeType: TradeType.EXACT_INPUT,
      amount: amountIn,
      otherCurrency: CAKE,
      threshold: new Percent(5n, 100n),
    })
    expect(strict?.route.pairs).toEqual([direct])
    const single = getBestTrade({
      pairs,
      tradeType: TradeType.EXACT_OUTPUT,
      amount: CurrencyAmount.fromRawAmount(CAKE, E18),
      otherCurrency: BNB,
      singleHopOnly: true,
    })
    expect(single?.route.pairs).toEqual([direct])
    expect(single?.inputAmount.currency).toBe(BNB)
  })
})
