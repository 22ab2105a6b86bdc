import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Token } from '../currencies/token'
import { Pair } from '../pair/pair'
import { type GraphSpec, type QuoteSpec, quoteArb, tokenAddress } from '../test/randomGraph'
import { bestTradeExactIn } from '../trade/bestTradeExactIn'
import { bestTradeExactOut } from '../trade/bestTradeExactOut'
import { getBestTrade } from '../trade/getBestTrade'
import type { Trade } from '../trade/trade'
import { TradeType } from '../trade/tradeType'
import { createRoutingIndex, type RoutingIndex } from './createRoutingIndex'
import { hasSameTopology } from './hasSameTopology'
import type { RoutingSource } from './resolveRoutingIndex'
import { updateRoutingIndex } from './updateRoutingIndex'

// A reused index must quote exactly what a fresh one quotes: same routes (the same pair objects),
// same amounts to the wei, same order. Reserves are new pair objects each block, as in the app.

const CHAIN = 56

function tokensOf(spec: GraphSpec): Token[] {
  return spec.tokens.map((token) => new Token({ chainId: CHAIN, ...token }))
}

function pairsOf(tokens: readonly Token[], pairs: GraphSpec['pairs']): Pair[] {
  return pairs.map(
    (pair, index) =>
      new Pair({
        reserveA: CurrencyAmount.fromRawAmount(tokens[pair.a] as Token, pair.reserveA),
        reserveB: CurrencyAmount.fromRawAmount(tokens[pair.b] as Token, pair.reserveB),
        address: `0x${(index + 1).toString(16).padStart(40, 'd')}`,
      }),
  )
}

/** Every search the app and the bench make, as comparable data. */
function quoteAll(source: RoutingSource, spec: QuoteSpec, tokens: readonly Token[]) {
  const input = tokens[spec.input] as Token
  const output = tokens[spec.output] as Token
  const options = { maxHops: spec.maxHops, maxNumResults: spec.maxNumResults }
  const shape = (trade: Trade | undefined) =>
    trade && {
      pairs: trade.route.pairs,
      amountIn: trade.inputAmount.quotient,
      amountOut: trade.outputAmount.quotient,
    }
  return {
    exactIn: bestTradeExactIn({
      ...source,
      amountIn: CurrencyAmount.fromRawAmount(input, spec.amountIn),
      currencyOut: output,
      ...options,
    }).map(shape),
    exactOut: bestTradeExactOut({
      ...source,
      currencyIn: input,
      amountOut: CurrencyAmount.fromRawAmount(output, spec.amountOut),
      ...options,
    }).map(shape),
    best: shape(
      getBestTrade({
        ...source,
        tradeType: TradeType.EXACT_INPUT,
        amount: CurrencyAmount.fromRawAmount(input, spec.amountIn),
        otherCurrency: output,
        maxHops: spec.maxHops,
      }),
    ),
  }
}

/** Next block's reserves: most move a little, some a lot, a few drain to zero. */
const nextReserveArb = (reserve: bigint) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(reserve) },
    {
      weight: 6,
      arbitrary: fc
        .integer({ min: 900, max: 1100 })
        .map((permille) => (reserve * BigInt(permille)) / 1000n),
    },
    { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 27n }) },
    { weight: 1, arbitrary: fc.constant(0n) },
  )

const blockArb = quoteArb({ maxPairs: 40 }).chain((spec) =>
  fc.record({
    spec: fc.constant(spec),
    next: fc.tuple(
      ...spec.pairs.map((pair) =>
        fc.tuple(nextReserveArb(pair.reserveA), nextReserveArb(pair.reserveB)),
      ),
    ),
  }),
)

describe('updateRoutingIndex', () => {
  test('with new reserves, the kept index quotes exactly what a fresh index quotes', () => {
    fc.assert(
      fc.property(blockArb, ({ spec, next }) => {
        const tokens = tokensOf(spec)
        let index: RoutingIndex = createRoutingIndex({ pairs: pairsOf(tokens, spec.pairs) })
        // quote once first: the hop distances cached by this block are what the next one reuses
        quoteAll({ index }, spec, tokens)
        const moved = spec.pairs.map((pair, position) => {
          const [reserveA, reserveB] = next[position] as [bigint, bigint]
          return { ...pair, reserveA, reserveB }
        })
        const pairs = pairsOf(tokens, moved)
        expect(hasSameTopology({ index, pairs })).toBe(true)
        index = updateRoutingIndex({ index, pairs })
        expect(quoteAll({ index }, spec, tokens)).toEqual(
          quoteAll({ index: createRoutingIndex({ pairs: [...pairs] }) }, spec, tokens),
        )
      }),
      { numRuns: 150 },
    )
  })

  test('a topology change is detected, and the rebuilt index quotes what a fresh one does', () => {
    const changeArb = fc.oneof(
      fc.constant('remove' as const),
      fc.constant('add' as const),
      fc.constant('swap' as const),
      fc.constant('newToken' as const),
    )
    fc.assert(
      fc.property(quoteArb({ maxPairs: 40 }), changeArb, fc.nat(), (spec, change, pick) => {
        const tokens = tokensOf(spec)
        const before = pairsOf(tokens, spec.pairs)
        const index = createRoutingIndex({ pairs: before })
        quoteAll({ index }, spec, tokens)
        const count = spec.pairs.length
        const first = pick % count
        let changed: GraphSpec['pairs'] = spec.pairs
        let allTokens = tokens
        if (change === 'remove') changed = spec.pairs.filter((_, position) => position !== first)
        else if (change === 'add')
          changed = [...spec.pairs, spec.pairs[first] as GraphSpec['pairs'][number]]
        else if (change === 'swap') {
          // two positions joining different tokens, if the graph has them
          const a = spec.pairs[first] as GraphSpec['pairs'][number]
          const second = spec.pairs.findIndex(
            (b, position) => position !== first && !sameEnds(a, b),
          )
          fc.pre(second >= 0)
          changed = spec.pairs.map((pair, position) =>
            position === first
              ? (spec.pairs[second] as GraphSpec['pairs'][number])
              : position === second
                ? a
                : pair,
          )
        } else {
          // one end of a pair moves to a token the index has never seen
          const stranger = new Token({ chainId: CHAIN, address: tokenAddress(1000), decimals: 18 })
          allTokens = [...tokens, stranger]
          changed = spec.pairs.map((pair, position) =>
            position === first ? { ...pair, b: tokens.length } : pair,
          )
        }
        const pairs = pairsOf(allTokens, changed)
        expect(hasSameTopology({ index, pairs })).toBe(false)
        const updated = updateRoutingIndex({ index, pairs })
        expect(updated.tokenIds).not.toBe(index.tokenIds)
        expect(quoteAll({ index: updated }, spec, allTokens)).toEqual(
          quoteAll({ pairs: [...pairs] }, spec, allTokens),
        )
      }),
      { numRuns: 150 },
    )
  })

  test('keeps the topology it can: same pairs give the same index, new reserves share hop distances', () => {
    const tokens = [0, 1, 2].map(
      (index) => new Token({ chainId: CHAIN, address: tokenAddress(index), decimals: 18 }),
    )
    const spec = [
      { a: 0, b: 1, reserveA: 10n ** 21n, reserveB: 2n * 10n ** 21n },
      { a: 1, b: 2, reserveA: 10n ** 21n, reserveB: 3n * 10n ** 21n },
    ]
    const pairs = pairsOf(tokens, spec)
    const index = createRoutingIndex({ pairs })
    expect(updateRoutingIndex({ index, pairs: [...pairs] })).toBe(index)
    const next = updateRoutingIndex({
      index,
      pairs: pairsOf(
        tokens,
        spec.map((pair) => ({ ...pair, reserveA: pair.reserveA + 1n })),
      ),
    })
    expect(next).not.toBe(index)
    expect(next.distances).toBe(index.distances)
    expect(next.reserve0).not.toEqual(index.reserve0)
    expect(updateRoutingIndex({ index: undefined, pairs }).pairs).toEqual(pairs)
  })
})

function sameEnds(x: GraphSpec['pairs'][number], y: GraphSpec['pairs'][number]): boolean {
  return (x.a === y.a && x.b === y.b) || (x.a === y.b && x.b === y.a)
}
