import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BNB, CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { computeTradePriceBreakdown } from './computeTradePriceBreakdown'
import { Route } from './route'
import { Trade } from './trade'

describe('computeTradePriceBreakdown', () => {
  const wbnbUsdt = makePair(WBNB, 100n, USDT, 30_000n)
  const usdtCake = makePair(USDT, 10_000n, CAKE, 5_000n)
  const route = new Route({ pairs: [wbnbUsdt, usdtCake], input: BNB, output: CAKE })

  test('realized LP fee is 1 − 0.9975^hops and the rest is impact without fee', () => {
    const trade = Trade.exactIn(route, CurrencyAmount.fromRawAmount(BNB, E18))
    const { realizedLPFee, realizedLPFeeAmount, priceImpactWithoutFee } =
      computeTradePriceBreakdown(trade)
    expect(realizedLPFee.toSignificant(6)).toBe('0.499375')
    expect(realizedLPFeeAmount.currency).toBe(BNB)
    expect(realizedLPFeeAmount.quotient).toBe(4_993_750_000_000_000n)
    expect(priceImpactWithoutFee.add(realizedLPFee).equalTo(trade.priceImpact)).toBe(true)
  })
})
