import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { bestTradeExactIn } from './bestTradeExactIn'
import { bestTradeExactOut } from './bestTradeExactOut'
import { isTradeBetter } from './isTradeBetter'

describe('isTradeBetter', () => {
  const direct = makePair(WBNB, 100n, CAKE, 10_000n)
  const wbnbUsdt = makePair(WBNB, 100n, USDT, 30_000n)
  const usdtCake = makePair(USDT, 30_000n, CAKE, 10_300n)
  const pairs = [direct, wbnbUsdt, usdtCake]
  const amountIn = CurrencyAmount.fromRawAmount(WBNB, E18)

  test("'Trades are not comparable' across types or currencies", () => {
    const [a] = bestTradeExactIn({ pairs, amountIn, currencyOut: CAKE })
    const [b] = bestTradeExactOut({
      pairs,
      currencyIn: WBNB,
      amountOut: CurrencyAmount.fromRawAmount(CAKE, E18),
    })
    expect(() => isTradeBetter({ tradeA: a, tradeB: b })).toThrowErrorMatchingInlineSnapshot(`
      [TradesNotComparableError: Trades are not comparable
      Version: @ghost/sdk@0.1.0]
    `)
    expect(isTradeBetter({ tradeA: a, tradeB: undefined })).toBe(false)
    expect(isTradeBetter({ tradeA: undefined, tradeB: a })).toBe(true)
    expect(isTradeBetter({ tradeA: undefined, tradeB: undefined })).toBeUndefined()
  })
})
