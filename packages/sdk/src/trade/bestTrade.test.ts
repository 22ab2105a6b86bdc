import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Percent } from '../amounts/percent'
import { Token } from '../currencies/token'
import { Pair } from '../pair/pair'
import { BNB, BUSD, CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { quoteArb } from '../test/randomGraph'
import { bestTradeExactIn } from './bestTradeExactIn'
import { bestTradeExactOut } from './bestTradeExactOut'
import { getBestTrade } from './getBestTrade'
import { isTradeBetter } from './isTradeBetter'
import { Route } from './route'
import { Trade } from './trade'
import { tradeComparator } from './tradeComparator'
import { TradeType } from './tradeType'

describe('bestTradeExactIn / bestTradeExactOut', () => {
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

  test('exact output: least input first; too large an output finds nothing', () => {
    const trades = bestTradeExactOut({
      pairs,
      currencyIn: BNB,
      amountOut: CurrencyAmount.fromRawAmount(BUSD, 100n * E18),
    })
    expect(trades.map((trade) => trade.route.path.map((token) => token.symbol))).toEqual([
      ['WBNB', 'USDT', 'BUSD'],
      ['WBNB', 'CAKE', 'USDT', 'BUSD'],
    ])
    expect(trades[0]?.outputAmount.toExact()).toBe('100')
    expect(
      bestTradeExactOut({
        pairs,
        currencyIn: WBNB,
        amountOut: CurrencyAmount.fromRawAmount(BUSD, 50_000n * E18),
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

  test('invariants on random graphs: sorted, within limits, pairs used once, amounts reproducible', () => {
    fc.assert(
      fc.property(quoteArb({ maxPairs: 60 }), (spec) => {
        const tokens = spec.tokens.map((token) => new Token({ chainId: 56, ...token }))
        const graph = spec.pairs.map(
          (pair, index) =>
            new Pair({
              reserveA: CurrencyAmount.fromRawAmount(tokens[pair.a] as Token, pair.reserveA),
              reserveB: CurrencyAmount.fromRawAmount(tokens[pair.b] as Token, pair.reserveB),
              address: `0x${(index + 1).toString(16).padStart(40, 'e')}`,
            }),
        )
        const options = { maxHops: spec.maxHops, maxNumResults: spec.maxNumResults }
        const input = tokens[spec.input] as Token
        const output = tokens[spec.output] as Token
        const exactIn = bestTradeExactIn({
          pairs: graph,
          amountIn: CurrencyAmount.fromRawAmount(input, spec.amountIn),
          currencyOut: output,
          ...options,
        })
        const exactOut = bestTradeExactOut({
          pairs: graph,
          currencyIn: input,
          amountOut: CurrencyAmount.fromRawAmount(output, spec.amountOut),
          ...options,
        })
        for (const trades of [exactIn, exactOut]) {
          expect(trades.length).toBeLessThanOrEqual(spec.maxNumResults)
          for (let index = 1; index < trades.length; index++) {
            expect(
              tradeComparator(trades[index - 1] as Trade, trades[index] as Trade),
            ).toBeLessThanOrEqual(0)
          }
          for (const trade of trades) {
            expect(trade.route.pairs.length).toBeLessThanOrEqual(spec.maxHops)
            expect(new Set(trade.route.pairs).size).toBe(trade.route.pairs.length)
            const again =
              trade.tradeType === TradeType.EXACT_INPUT
                ? Trade.exactIn(
                    new Route({ pairs: trade.route.pairs, input, output }),
                    trade.inputAmount,
                  )
                : Trade.exactOut(
                    new Route({ pairs: trade.route.pairs, input, output }),
                    trade.outputAmount,
                  )
            expect([again.inputAmount.quotient, again.outputAmount.quotient]).toEqual([
              trade.inputAmount.quotient,
              trade.outputAmount.quotient,
            ])
          }
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('isTradeBetter and the interface rule', () => {
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
