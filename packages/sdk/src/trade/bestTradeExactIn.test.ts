import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Token } from '../currencies/token'
import { BNB, BUSD, CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { bestTradeExactIn } from './bestTradeExactIn'
import { bestTradeExactOut } from './bestTradeExactOut'

describe('bestTradeExactIn', () => {
  const direct = makePair(WBNB, 10n, CAKE, 1_000n)
  const wbnbUsdt = makePair(WBNB, 1_000n, USDT, 300_000n)
  const usdtCake = makePair(USDT, 300_000n, CAKE, 100_000n)
  const usdtBusd = makePair(USDT, 50_000n, BUSD, 50_000n)
  const pairs = [direct, wbnbUsdt, usdtCake, usdtBusd]

  test('best first: the deep two-hop route beats the shallow direct pair', () => {
    const trades = bestTradeExactIn({
      pairs,
      amountIn: CurrencyAmount.fromRawAmount(BNB, E18),
      currencyOut: CAKE,
    })
    expect(trades.map((trade) => trade.route.path.map((token) => token.symbol))).toEqual([
      ['WBNB', 'USDT', 'CAKE'],
      ['WBNB', 'CAKE'],
    ])
    expect(trades[0]?.inputAmount.currency).toBe(BNB)
    expect(
      trades[0]?.outputAmount.greaterThan(trades[1]?.outputAmount as CurrencyAmount<Token>),
    ).toBe(true)
  })

  test('maxHops 1 keeps the direct pair only; no route and unknown tokens give none', () => {
    expect(
      bestTradeExactIn({
        pairs,
        amountIn: CurrencyAmount.fromRawAmount(WBNB, E18),
        currencyOut: CAKE,
        maxHops: 1,
      }).map((trade) => trade.route.pairs),
    ).toEqual([[direct]])
    expect(
      bestTradeExactIn({
        pairs: [direct],
        amountIn: CurrencyAmount.fromRawAmount(WBNB, E18),
        currencyOut: USDT,
      }),
    ).toEqual([])
    expect(
      bestTradeExactIn({
        pairs: [],
        amountIn: CurrencyAmount.fromRawAmount(WBNB, E18),
        currencyOut: USDT,
      }),
    ).toEqual([])
    // 1 wei of USDT buys 0 of anything here: every route is refused
    expect(
      bestTradeExactIn({
        pairs,
        amountIn: CurrencyAmount.fromRawAmount(USDT, 1n),
        currencyOut: WBNB,
      }),
    ).toEqual([])
  })

  test('bad search parameters are typed errors', () => {
    const amountIn = CurrencyAmount.fromRawAmount(WBNB, E18)
    expect(() =>
      bestTradeExactIn({ pairs, amountIn, currencyOut: CAKE, maxHops: 0 }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidTradeSearchError: Invalid trade search

      maxHops is 0
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() =>
      bestTradeExactOut({ pairs, currencyIn: WBNB, amountOut: amountIn, maxNumResults: 0 }),
    ).toThrow('Invalid trade search')
  })
})

describe('routing index cache', () => {
  test('an array edited in place is indexed again', () => {
    const pairs = [makePair(WBNB, 10n, CAKE, 1_000n)]
    const amountIn = CurrencyAmount.fromRawAmount(WBNB, E18)
    expect(bestTradeExactIn({ pairs, amountIn, currencyOut: USDT })).toEqual([])
    pairs.push(makePair(WBNB, 10n, USDT, 3_000n))
    expect(bestTradeExactIn({ pairs, amountIn, currencyOut: USDT })).toHaveLength(1)
    pairs[1] = makePair(CAKE, 1_000n, USDT, 3_000n)
    const [trade] = bestTradeExactIn({ pairs, amountIn, currencyOut: USDT })
    expect(trade?.route.path.map((token) => token.symbol)).toEqual(['WBNB', 'CAKE', 'USDT'])
  })
})
