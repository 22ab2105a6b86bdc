import {
  CurrencyAmount as RefCurrencyAmount,
  Percent as RefPercent,
  Token as RefToken,
} from '@pancakeswap/swap-sdk-core'
import {
  Pair as RefPair,
  Trade as RefTrade,
  isTradeBetter as refIsTradeBetter,
} from '@pancakeswap/v2-sdk'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Token } from '../currencies/token'
import { Pair } from '../pair/pair'
import { type QuoteSpec, quoteArb } from '../test/randomGraph'
import { bestTradeExactIn } from './bestTradeExactIn'
import { bestTradeExactOut } from './bestTradeExactOut'
import { getBestTrade } from './getBestTrade'
import type { Trade } from './trade'
import { TradeType } from './tradeType'

// Equivalence with @pancakeswap/v2-sdk 1.2.2 on random graphs: same routes (pair by pair), same
// amounts to the wei, same order, same price impact.

const CHAIN = 56

type Built = {
  ours: { tokens: Token[]; pairs: Pair[] }
  reference: { tokens: RefToken[]; pairs: RefPair[]; index: Map<RefPair, number> }
}

function build(spec: QuoteSpec): Built {
  const tokens = spec.tokens.map(
    (token, index) =>
      new Token({
        chainId: CHAIN,
        address: token.address,
        decimals: token.decimals,
        symbol: `T${index}`,
      }),
  )
  const refTokens = tokens.map(
    (token) => new RefToken(CHAIN, token.address, token.decimals, token.symbol ?? ''),
  )
  const pairs = spec.pairs.map(
    (pair, index) =>
      new Pair({
        reserveA: CurrencyAmount.fromRawAmount(tokens[pair.a] as Token, pair.reserveA),
        reserveB: CurrencyAmount.fromRawAmount(tokens[pair.b] as Token, pair.reserveB),
        address: `0x${(index + 1).toString(16).padStart(40, 'f')}`,
      }),
  )
  const refPairs = spec.pairs.map(
    (pair) =>
      new RefPair(
        RefCurrencyAmount.fromRawAmount(refTokens[pair.a] as RefToken, pair.reserveA),
        RefCurrencyAmount.fromRawAmount(refTokens[pair.b] as RefToken, pair.reserveB),
      ),
  )
  return {
    ours: { tokens, pairs },
    reference: {
      tokens: refTokens,
      pairs: refPairs,
      index: new Map(refPairs.map((p, i) => [p, i])),
    },
  }
}

type Summary = {
  pairs: number[]
  path: string[]
  amountIn: bigint
  amountOut: bigint
  impact: string
}

function summarizeOurs(trades: Trade[], pairs: Pair[]): Summary[] {
  const index = new Map(pairs.map((pair, i) => [pair, i]))
  return trades.map((trade) => ({
    pairs: trade.route.pairs.map((pair) => index.get(pair) as number),
    path: trade.route.path.map((token) => token.address),
    amountIn: trade.inputAmount.quotient,
    amountOut: trade.outputAmount.quotient,
    impact: trade.priceImpact.toSignificant(30),
  }))
}

type ReferenceTrade = {
  route: { pairs: RefPair[]; path: { address: string }[] }
  inputAmount: { quotient: bigint }
  outputAmount: { quotient: bigint }
  priceImpact: { toSignificant(digits: number): string }
}

function summarizeReference(trades: ReferenceTrade[], index: Map<RefPair, number>): Summary[] {
  return trades.map((trade) => ({
    pairs: trade.route.pairs.map((pair) => index.get(pair) as number),
    path: trade.route.path.map((token) => token.address),
    amountIn: trade.inputAmount.quotient,
    amountOut: trade.outputAmount.quotient,
    impact: trade.priceImpact.toSignificant(30),
  }))
}

describe('best trades equal @pancakeswap/v2-sdk', () => {
  test('reference fee is 0.25% (9975/10000)', () => {
    const [a, b] = [0, 1].map(
      (i) => new RefToken(CHAIN, `0x${'0'.repeat(39)}${i + 1}`, 18, `T${i}`),
    )
    const pair = new RefPair(
      RefCurrencyAmount.fromRawAmount(a as RefToken, 10n ** 21n),
      RefCurrencyAmount.fromRawAmount(b as RefToken, 10n ** 21n),
    )
    const [out] = pair.getOutputAmount(RefCurrencyAmount.fromRawAmount(a as RefToken, 10n ** 18n))
    const withFee = 10n ** 18n * 9975n
    expect(out.quotient).toBe((withFee * 10n ** 21n) / (10n ** 21n * 10000n + withFee))
  })

  let nonEmpty = 0
  let compared = 0
  let referenceOverflows = 0

  /** Runs the reference; `undefined` when it throws on a uint256 overflow of its mid-price quote. */
  function reference<T>(run: () => T): T | undefined {
    try {
      return run()
    } catch (error) {
      if (error instanceof Error && error.message === 'Invariant failed: AMOUNT') {
        referenceOverflows++
        return undefined
      }
      throw error
    }
  }
  test('2,000+ random graphs, exact in and exact out', () => {
    fc.assert(
      fc.property(quoteArb(), (spec) => {
        const { ours, reference: refs } = build(spec)
        const options = { maxHops: spec.maxHops, maxNumResults: spec.maxNumResults }
        const refIn = reference(() =>
          RefTrade.bestTradeExactIn(
            refs.pairs,
            RefCurrencyAmount.fromRawAmount(refs.tokens[spec.input] as RefToken, spec.amountIn),
            refs.tokens[spec.output] as RefToken,
            options,
          ),
        )
        const ourIn = bestTradeExactIn({
          pairs: ours.pairs,
          amountIn: CurrencyAmount.fromRawAmount(ours.tokens[spec.input] as Token, spec.amountIn),
          currencyOut: ours.tokens[spec.output] as Token,
          ...options,
        })
        if (refIn) {
          expect(summarizeOurs(ourIn, ours.pairs)).toEqual(summarizeReference(refIn, refs.index))
          compared++
          if (refIn.length > 0) nonEmpty++
        }

        const refOut = reference(() =>
          RefTrade.bestTradeExactOut(
            refs.pairs,
            refs.tokens[spec.input] as RefToken,
            RefCurrencyAmount.fromRawAmount(refs.tokens[spec.output] as RefToken, spec.amountOut),
            options,
          ),
        )
        const ourOut = bestTradeExactOut({
          pairs: ours.pairs,
          currencyIn: ours.tokens[spec.input] as Token,
          amountOut: CurrencyAmount.fromRawAmount(
            ours.tokens[spec.output] as Token,
            spec.amountOut,
          ),
          ...options,
        })
        if (refOut) {
          expect(summarizeOurs(ourOut, ours.pairs)).toEqual(summarizeReference(refOut, refs.index))
          compared++
          if (refOut.length > 0) nonEmpty++
        }
      }),
      { numRuns: 2000 },
    )
    // Most quotes must compare real trades, not two empty lists; the reference's overflow on
    // absurd mid prices (reserves of a few wei against 10^27) stays rare.
    expect(compared + referenceOverflows).toBe(4000)
    expect(referenceOverflows).toBeLessThan(40)
    expect(nonEmpty).toBeGreaterThan(1800)
    console.info({ compared, nonEmpty, referenceOverflows })
  }, 600_000)

  // The interface rule (spec §9, Uniswap/PancakeSwap interface): best of 1 hop, replaced by the
  // best of up to 2 and 3 hops only if better by 0.5%. Ours does it in one search.
  test('getBestTrade equals the reference interface rule built from the reference SDK', () => {
    const threshold = new RefPercent(50n, 10_000n)
    let found = 0
    let keptShorter = 0
    fc.assert(
      fc.property(quoteArb({ maxPairs: 120 }), fc.boolean(), (spec, singleHopOnly) => {
        const { ours, reference: refs } = build(spec)
        const refInput = refs.tokens[spec.input] as RefToken
        const refOutput = refs.tokens[spec.output] as RefToken
        const referenceBest = (search: (maxHops: number) => ReferenceTrade | undefined) => {
          if (singleHopOnly) return search(1)
          let best: ReferenceTrade | undefined
          for (let hops = 1; hops <= 3; hops++) {
            const current = search(hops)
            // biome-ignore lint/suspicious/noExplicitAny: the reference isTradeBetter wants its own Trade type; ours is structurally the same
            if (refIsTradeBetter(best as any, current as any, threshold)) best = current
          }
          return best
        }
        try {
          const refIn = referenceBest(
            (maxHops) =>
              RefTrade.bestTradeExactIn(
                refs.pairs,
                RefCurrencyAmount.fromRawAmount(refInput, spec.amountIn),
                refOutput,
                { maxHops, maxNumResults: 1 },
              )[0],
          )
          const refOut = referenceBest(
            (maxHops) =>
              RefTrade.bestTradeExactOut(
                refs.pairs,
                refInput,
                RefCurrencyAmount.fromRawAmount(refOutput, spec.amountOut),
                { maxHops, maxNumResults: 1 },
              )[0],
          )
          const ourIn = getBestTrade({
            pairs: ours.pairs,
            tradeType: TradeType.EXACT_INPUT,
            amount: CurrencyAmount.fromRawAmount(ours.tokens[spec.input] as Token, spec.amountIn),
            otherCurrency: ours.tokens[spec.output] as Token,
            singleHopOnly,
          })
          const ourOut = getBestTrade({
            pairs: ours.pairs,
            tradeType: TradeType.EXACT_OUTPUT,
            amount: CurrencyAmount.fromRawAmount(ours.tokens[spec.output] as Token, spec.amountOut),
            otherCurrency: ours.tokens[spec.input] as Token,
            singleHopOnly,
          })
          expect(summarizeOurs(ourIn ? [ourIn] : [], ours.pairs)).toEqual(
            summarizeReference(refIn ? [refIn] : [], refs.index),
          )
          expect(summarizeOurs(ourOut ? [ourOut] : [], ours.pairs)).toEqual(
            summarizeReference(refOut ? [refOut] : [], refs.index),
          )
          if (ourIn) found++
          const unconstrained = bestTradeExactIn({
            pairs: ours.pairs,
            amountIn: CurrencyAmount.fromRawAmount(ours.tokens[spec.input] as Token, spec.amountIn),
            currencyOut: ours.tokens[spec.output] as Token,
            maxNumResults: 1,
          })[0]
          if (
            !singleHopOnly &&
            ourIn &&
            unconstrained &&
            unconstrained.route.pairs.length > ourIn.route.pairs.length
          ) {
            keptShorter++
          }
        } catch (error) {
          if (!(error instanceof Error && error.message === 'Invariant failed: AMOUNT')) throw error
        }
      }),
      // Seeded: whether 300 random graphs include one where the 0.5% threshold keeps a shorter
      // route is chance (a run without one failed the count below); with a fixed seed the count
      // holds on every machine, and the equality above is checked all the same.
      { numRuns: 300, seed: 30 },
    )
    // real trades were compared, and the threshold did keep shorter routes in some of them
    expect(found).toBeGreaterThan(100)
    expect(keptShorter).toBeGreaterThan(0)
  }, 300_000)
})
