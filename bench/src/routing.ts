/**
 * `npm run bench:routing`: best-trade search of @ghost/sdk against @pancakeswap/v2-sdk on the
 * same pair graph (3 hops, 3 results), and the sdk alone at 1,000 pairs. Three ways to quote:
 * (a) the routing index reused across quotes; (b) per block, the app's path: every reserve changes
 * each block, the index is kept (`updateRoutingIndex`) and one quote is made; and, for context,
 * the index rebuilt for every quote. Trades are checked identical to the reference's first.
 * Targets: per block >= 100x the reference and reused >= 20x at 200 pairs, <= 1 ms per quote at
 * 200 pairs, <= 5 ms at 1,000 pairs.
 */

import {
  bestTradeExactIn,
  bestTradeExactOut,
  CurrencyAmount,
  createRoutingIndex,
  Pair,
  type RoutingIndex,
  Token,
  updateRoutingIndex,
} from '@ghost/sdk'
import { CurrencyAmount as RefCurrencyAmount, Token as RefToken } from '@pancakeswap/swap-sdk-core'
import { Pair as RefPair, Trade as RefTrade } from '@pancakeswap/v2-sdk'
import { runBench } from './report/runBench'
import { createBlocks } from './routing/blocks'
import { type BenchGraph, createBenchGraph, createRandom } from './routing/graph'
import { isSameTrades, toTradeShapes } from './routing/tradeShape'

const CHAIN = 56
const OPTIONS = { maxHops: 3, maxNumResults: 3 }
/**
 * Blocks cycled through in the per-block case, one per quote (the same mix as the other cases):
 * each is a reserve update, then that block's quote.
 */
const BLOCK_COUNT = 40

type Quote = { input: number; output: number; amountIn: bigint; amountOut: bigint }

function buildOurTokens(graph: BenchGraph): Token[] {
  return graph.tokens.map((token) => new Token({ chainId: CHAIN, ...token }))
}

function buildOurPairs(graph: BenchGraph, tokens: readonly Token[]): Pair[] {
  return graph.pairs.map(
    (pair, index) =>
      new Pair({
        reserveA: CurrencyAmount.fromRawAmount(tokens[pair.a] as Token, pair.reserveA),
        reserveB: CurrencyAmount.fromRawAmount(tokens[pair.b] as Token, pair.reserveB),
        address: `0x${(index + 1).toString(16).padStart(40, 'a')}`,
      }),
  )
}

function buildRefTokens(graph: BenchGraph): RefToken[] {
  return graph.tokens.map(
    (token) => new RefToken(CHAIN, token.address, token.decimals, token.symbol),
  )
}

function buildRefPairs(graph: BenchGraph, tokens: readonly RefToken[]): RefPair[] {
  return graph.pairs.map(
    (pair) =>
      new RefPair(
        RefCurrencyAmount.fromRawAmount(tokens[pair.a] as RefToken, pair.reserveA),
        RefCurrencyAmount.fromRawAmount(tokens[pair.b] as RefToken, pair.reserveB),
      ),
  )
}

/** Quotes between random tokens for about 0.1%–1% of the fixed token's deepest reserve. */
function createQuotes(graph: BenchGraph, count: number, seed: number): Quote[] {
  const random = createRandom(seed)
  const deepest = (token: number) =>
    graph.pairs.reduce((max, pair) => {
      const reserve = pair.a === token ? pair.reserveA : pair.b === token ? pair.reserveB : 0n
      return reserve > max ? reserve : max
    }, 0n)
  const quotes: Quote[] = []
  while (quotes.length < count) {
    const input = Math.floor(random() * graph.tokens.length)
    const output = Math.floor(random() * graph.tokens.length)
    if (input === output) continue
    const share = BigInt(1 + Math.floor(random() * 9))
    quotes.push({
      input,
      output,
      amountIn: (deepest(input) * share) / 1000n,
      amountOut: (deepest(output) * share) / 1000n,
    })
  }
  return quotes
}

/** Mean ms of one `run()` after a warm-up, so both libraries are measured JIT-compiled. */
function time(run: () => void, { warmupMs = 300, measureMs = 1500 } = {}): number {
  let start = performance.now()
  while (performance.now() - start < warmupMs) run()
  let rounds = 0
  start = performance.now()
  while (rounds < 3 || performance.now() - start < measureMs) {
    run()
    rounds++
  }
  return (performance.now() - start) / rounds
}

function measure(pairCount: number, withReference: boolean, pairsPerToken = 2.5) {
  const graph = createBenchGraph({ pairCount, seed: 7, pairsPerToken })
  const quotes = createQuotes(graph, 40, 11)
  const tokens = buildOurTokens(graph)
  const pairs = buildOurPairs(graph, tokens)
  // each block's pairs are new objects, as the app reads them; building them is not timed (the
  // app reads them whatever the search, and the reference needs them too)
  const blocks = createBlocks(graph, BLOCK_COUNT, 13)
  const blockPairs = blocks.map((block) => buildOurPairs(block, tokens))
  const quoteIn = (source: { index: RoutingIndex } | { pairs: readonly Pair[] }, quote: Quote) =>
    bestTradeExactIn({
      ...source,
      amountIn: CurrencyAmount.fromRawAmount(tokens[quote.input] as Token, quote.amountIn),
      currencyOut: tokens[quote.output] as Token,
      ...OPTIONS,
    })
  let found = 0
  const oursExactIn = () => {
    for (const quote of quotes) found += quoteIn({ pairs }, quote).length
  }
  const oursExactOut = () => {
    for (const quote of quotes) {
      bestTradeExactOut({
        pairs,
        currencyIn: tokens[quote.input] as Token,
        amountOut: CurrencyAmount.fromRawAmount(tokens[quote.output] as Token, quote.amountOut),
        ...OPTIONS,
      })
    }
  }
  // a fresh pairs array each quote: the index is built again every time
  const oursRebuiltExactIn = () => {
    for (const quote of quotes) quoteIn({ pairs: [...pairs] }, quote)
  }
  let index = createRoutingIndex({ pairs: blockPairs[BLOCK_COUNT - 1] as Pair[] })
  const oursPerBlock = () => {
    for (let block = 0; block < BLOCK_COUNT; block++) {
      index = updateRoutingIndex({ index, pairs: blockPairs[block] as Pair[] })
      quoteIn({ index }, quotes[block % quotes.length] as Quote)
    }
  }
  oursExactIn()
  const result: Record<string, number | string> = {
    pairs: pairCount,
    tokens: graph.tokens.length,
    quotes: quotes.length,
    'trades found (exact in)': found / quotes.length,
    'sdk exact-in ms/quote': time(oursExactIn) / quotes.length,
    'sdk exact-out ms/quote': time(oursExactOut) / quotes.length,
    'sdk exact-in ms/block (index kept)': time(oursPerBlock) / BLOCK_COUNT,
    'sdk exact-in ms/quote, index rebuilt': time(oursRebuiltExactIn) / quotes.length,
  }
  if (!withReference) return { result, identical: true }

  const refTokens = buildRefTokens(graph)
  const refPairs = buildRefPairs(graph, refTokens)
  const refBlockPairs = blocks.map((block) => buildRefPairs(block, refTokens))
  const refQuoteIn = (pairsOfBlock: RefPair[], quote: Quote) =>
    RefTrade.bestTradeExactIn(
      pairsOfBlock,
      RefCurrencyAmount.fromRawAmount(refTokens[quote.input] as RefToken, quote.amountIn),
      refTokens[quote.output] as RefToken,
      OPTIONS,
    )
  // identical trades, checked before timing: every quote on the first graph, and every block's
  // quote through the kept index
  let identical = quotes.every((quote) =>
    isSameTrades(
      toTradeShapes(quoteIn({ pairs }, quote)),
      toTradeShapes(refQuoteIn(refPairs, quote)),
    ),
  )
  let checked = createRoutingIndex({ pairs })
  for (let block = 0; block < BLOCK_COUNT; block++) {
    const quote = quotes[block % quotes.length] as Quote
    checked = updateRoutingIndex({ index: checked, pairs: blockPairs[block] as Pair[] })
    identical &&= isSameTrades(
      toTradeShapes(quoteIn({ index: checked }, quote)),
      toTradeShapes(refQuoteIn(refBlockPairs[block] as RefPair[], quote)),
    )
  }
  const refExactIn = () => {
    for (const quote of quotes) refQuoteIn(refPairs, quote)
  }
  const refExactOut = () => {
    for (const quote of quotes) {
      RefTrade.bestTradeExactOut(
        refPairs,
        refTokens[quote.input] as RefToken,
        RefCurrencyAmount.fromRawAmount(refTokens[quote.output] as RefToken, quote.amountOut),
        OPTIONS,
      )
    }
  }
  const refPerBlock = () => {
    for (let block = 0; block < BLOCK_COUNT; block++) {
      refQuoteIn(refBlockPairs[block] as RefPair[], quotes[block % quotes.length] as Quote)
    }
  }
  const refIn = time(refExactIn) / quotes.length
  const refOut = time(refExactOut) / quotes.length
  const refBlock = time(refPerBlock) / BLOCK_COUNT
  result['reference exact-in ms/quote'] = refIn
  result['reference exact-out ms/quote'] = refOut
  result['reference exact-in ms/block'] = refBlock
  result['ratio exact-in, index reused'] = refIn / (result['sdk exact-in ms/quote'] as number)
  result['ratio exact-out, index reused'] = refOut / (result['sdk exact-out ms/quote'] as number)
  result['ratio exact-in per block, index kept'] =
    refBlock / (result['sdk exact-in ms/block (index kept)'] as number)
  result['ratio exact-in, index rebuilt per quote'] =
    refIn / (result['sdk exact-in ms/quote, index rebuilt'] as number)
  result['trades identical to the reference'] = identical ? 'yes' : 'NO'
  return { result, identical }
}

function print(title: string, result: Record<string, number | string>) {
  console.log(title)
  for (const [key, value] of Object.entries(result)) {
    const shown =
      typeof value === 'number' && !Number.isInteger(value)
        ? value.toFixed(value < 1 ? 4 : 1)
        : value
    console.log(`  ${key.padEnd(42)} ${shown}`)
  }
}

await runBench(async () => {
  const at200 = measure(200, true)
  print('routing: 200 pairs, 3 hops, 3 results', at200.result)
  const at1000 = measure(1000, false)
  print('routing: 1,000 pairs, 3 hops, 3 results (sdk only)', at1000.result)
  const dense = measure(200, true, 9)
  print('routing: 200 pairs over 22 tokens (dense), 3 hops, 3 results', dense.result)

  const perBlock = at200.result['ratio exact-in per block, index kept'] as number
  const reused = at200.result['ratio exact-in, index reused'] as number
  const rebuilt = at200.result['ratio exact-in, index rebuilt per quote'] as number
  const perQuote200 = at200.result['sdk exact-in ms/quote'] as number
  const perQuote1000 = at1000.result['sdk exact-in ms/quote'] as number
  console.log(`  (context: ${rebuilt.toFixed(1)}x with the index rebuilt for every quote)`)
  return {
    headline: `${perBlock.toFixed(1)}x faster than @pancakeswap/v2-sdk per block (200 pairs, 3 hops, reserves change every block, ${at200.identical && dense.identical ? 'identical trades' : 'TRADES DIFFER'})`,
    targets: [
      {
        label: `${perBlock.toFixed(1)}x the reference per block, index kept, 200 pairs (target >= 100x)`,
        met: perBlock >= 100,
      },
      {
        label: `${reused.toFixed(1)}x the reference with the index reused, 200 pairs (target >= 20x)`,
        met: reused >= 20,
      },
      {
        label: `trades identical to the reference (200 pairs; dense graph)`,
        met: at200.identical && dense.identical,
      },
      {
        label: `${perQuote200.toFixed(4)} ms/quote at 200 pairs (target <= 1)`,
        met: perQuote200 <= 1,
      },
      {
        label: `${perQuote1000.toFixed(4)} ms/quote at 1,000 pairs (target <= 5)`,
        met: perQuote1000 <= 5,
      },
    ],
  }
})
