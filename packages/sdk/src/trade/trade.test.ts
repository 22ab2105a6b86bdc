import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { getAmountIn } from '../pair/getAmountIn'
import { getAmountOut } from '../pair/getAmountOut'
import { BNB, CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { Route } from './route'
import { Trade } from './trade'
import { TradeType } from './tradeType'

describe('Trade', () => {
  const wbnbUsdt = makePair(WBNB, 100n, USDT, 30_000n)
  const usdtCake = makePair(USDT, 10_000n, CAKE, 5_000n)
  const route = new Route({ pairs: [wbnbUsdt, usdtCake], input: BNB, output: CAKE })

  test('exact input: amounts hop by hop, execution price, price impact', () => {
    const trade = Trade.exactIn(route, CurrencyAmount.fromRawAmount(BNB, E18))
    const usdt = getAmountOut({ amountIn: E18, reserveIn: 100n * E18, reserveOut: 30_000n * E18 })
    const cake = getAmountOut({
      amountIn: usdt,
      reserveIn: 10_000n * E18,
      reserveOut: 5_000n * E18,
    })
    expect(trade.tradeType).toBe(TradeType.EXACT_INPUT)
    expect(trade.inputAmount.currency).toBe(BNB)
    expect(trade.outputAmount.quotient).toBe(cake)
    expect(trade.executionPrice.toSignificant(6)).toBe(
      trade.outputAmount.toSignificant(6, undefined, 1),
    )
    // mid price 150 CAKE per BNB: impact = 1 − 143.5346…/150
    expect(cake).toBe(143534643413318933476n)
    expect(trade.priceImpact.toFixed(4)).toBe('4.3102')
  })

  test('exact output: inputs worked backwards, rounded up', () => {
    const trade = Trade.exactOut(route, CurrencyAmount.fromRawAmount(CAKE, 100n * E18))
    const usdt = getAmountIn({
      amountOut: 100n * E18,
      reserveIn: 10_000n * E18,
      reserveOut: 5_000n * E18,
    })
    const bnb = getAmountIn({ amountOut: usdt, reserveIn: 100n * E18, reserveOut: 30_000n * E18 })
    expect(trade.inputAmount.quotient).toBe(bnb)
    expect(trade.inputAmount.currency).toBe(BNB)
    expect(trade.outputAmount.toExact()).toBe('100')
  })

  test('the amount must be in the fixed currency', () => {
    expect(() =>
      Trade.exactIn(route, CurrencyAmount.fromRawAmount(USDT, E18) as never),
    ).toThrowErrorMatchingInlineSnapshot(`
      [CurrencyMismatchError: Currencies do not match

      Expected: BNB
      Received: 0x55d398326f99059fF775485246999027B3197955
      Version: @ghost/sdk@0.1.0]
    `)
  })
})
