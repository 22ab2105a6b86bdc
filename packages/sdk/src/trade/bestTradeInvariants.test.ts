import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Token } from '../currencies/token'
import { Pair } from '../pair/pair'
import { quoteArb } from '../test/randomGraph'
import { bestTradeExactIn } from './bestTradeExactIn'
import { bestTradeExactOut } from './bestTradeExactOut'
import { Route } from './route'
import { Trade } from './trade'
import { tradeComparator } from './tradeComparator'
import { TradeType } from './tradeType'

describe('bestTradeExactIn / bestTradeExactOut', () => {
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
