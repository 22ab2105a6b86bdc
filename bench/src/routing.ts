/**
 * `npm run bench:routing`: best-trade search of @ghost/sdk against @pancakeswap/v2-sdk on the
 * same pair graph (3 hops, 3 results), and the sdk alone at 1,000 pairs. Prints ms per quote and
 * the speed ratio. Targets: >= 20x faster than the reference at 200 pairs (<= 1 ms per quote),
 * <= 5 ms per quote at 1,000 pairs.
 */

import { bestTradeExactIn, bestTradeExactOut, CurrencyAmount, Pair, Token } from '@ghost/sdk'
import { CurrencyAmount as RefCurrencyAmount, Token as RefToken } from '@pancakeswap/swap-sdk-core'
import { Pair as RefPair, Trade as RefTrade } from '@pancakeswap/v2-sdk'
import { type BenchGraph, createBenchGraph, createRandom } from './routing/graph'

const CHAIN = 56

type Quote = { input: number; output: number; amountIn: bigint; amountOut: bigint }

function buildOurs(graph: BenchGraph) {
  const tokens = graph.tokens.map((token) => new Token({ chainId: CHAIN, ...token }))
  const pairs = graph.pairs.map(
    (pair, index) =>
      new Pair({
        reserveA: CurrencyAmount.fromRawAmount(tokens[pair.a] as Token, pair.reserveA),
        reserveB: CurrencyAmount.fromRawAmount(tokens[pair.b] as Token, pair.reserveB),
        address: `0x${(index + 1).toString(16).padStart(40, 'a')}`,
      }),
  )
  return { tokens, pairs }
}

function buildReference(graph: BenchGraph) {
  const tokens = graph.tokens.map(
    (token) => new RefToken(CHAIN, token.address, token.decimals, token.symbol),
  )
  const pairs = graph.pairs.map(
    (pair) =>
      new RefPair(
        RefCurrencyAmount.fromRawAmount(tokens[pair.a] as RefToken, pair.reserveA),
        RefCurrencyAmount.fromRawAmount(tokens[pair.b] as RefToken, pair.reserveB),
      ),
  )
  return { tokens, pairs }
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
  const ours = buildOurs(graph)
  let found = 0
  const oursExactIn = () => {
    for (const quote of quotes) {
      found += bestTradeExactIn({
        pairs: ours.pairs,
        amountIn: CurrencyAmount.fromRawAmount(ours.tokens[quote.input] as Token, quote.amountIn),
        currencyOut: ours.tokens[quote.output] as Token,
      }).length
    }
  }
  const oursExactOut = () => {
    for (const quote of quotes) {
      bestTradeExactOut({
        pairs: ours.pairs,
        currencyIn: ours.tokens[quote.input] as Token,
        amountOut: CurrencyAmount.fromRawAmount(
          ours.tokens[quote.output] as Token,
          quote.amountOut,
        ),
      })
    }
  }
  // a fresh pairs array each quote: includes building the routing index (new reserves each block)
  const oursColdExactIn = () => {
    for (const quote of quotes) {
      bestTradeExactIn({
        pairs: [...ours.pairs],
        amountIn: CurrencyAmount.fromRawAmount(ours.tokens[quote.input] as Token, quote.amountIn),
        currencyOut: ours.tokens[quote.output] as Token,
      })
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
    'sdk exact-in ms/quote, index rebuilt': time(oursColdExactIn) / quotes.length,
  }
  if (withReference) {
    const reference = buildReference(graph)
    const refExactIn = () => {
      for (const quote of quotes) {
        RefTrade.bestTradeExactIn(
          reference.pairs,
          RefCurrencyAmount.fromRawAmount(
            reference.tokens[quote.input] as RefToken,
            quote.amountIn,
          ),
          reference.tokens[quote.output] as RefToken,
          { maxHops: 3, maxNumResults: 3 },
        )
      }
    }
    const refExactOut = () => {
      for (const quote of quotes) {
        RefTrade.bestTradeExactOut(
          reference.pairs,
          reference.tokens[quote.input] as RefToken,
          RefCurrencyAmount.fromRawAmount(
            reference.tokens[quote.output] as RefToken,
            quote.amountOut,
          ),
          { maxHops: 3, maxNumResults: 3 },
        )
      }
    }
    const refIn = time(refExactIn) / quotes.length
    const refOut = time(refExactOut) / quotes.length
    result['reference exact-in ms/quote'] = refIn
    result['reference exact-out ms/quote'] = refOut
    result['ratio exact-in (reference / sdk)'] = refIn / (result['sdk exact-in ms/quote'] as number)
    result['ratio exact-out (reference / sdk)'] =
      refOut / (result['sdk exact-out ms/quote'] as number)
    result['ratio exact-in, index rebuilt'] =
      refIn / (result['sdk exact-in ms/quote, index rebuilt'] as number)
  }
  return result
}

function print(result: Record<string, number | string>) {
  for (const [key, value] of Object.entries(result)) {
    const shown =
      typeof value === 'number' && !Number.isInteger(value)
        ? value.toFixed(value < 1 ? 4 : 1)
        : value
    console.log(`  ${key.padEnd(40)} ${shown}`)
  }
}

const at200 = measure(200, true)
console.log('routing: 200 pairs, 3 hops, 3 results')
print(at200)
const at1000 = measure(1000, false)
console.log('routing: 1,000 pairs, 3 hops, 3 results (sdk only)')
print(at1000)

const dense = measure(200, true, 9)
console.log('routing: 200 pairs over 22 tokens (dense), 3 hops, 3 results')
print(dense)

const ratio = at200['ratio exact-in (reference / sdk)'] as number
const perQuote200 = at200['sdk exact-in ms/quote'] as number
const perQuote1000 = at1000['sdk exact-in ms/quote'] as number
const ok = ratio >= 20 && perQuote200 <= 1 && perQuote1000 <= 5
console.log(
  `${ratio.toFixed(1)}x faster than @pancakeswap/v2-sdk best-trade (200 pairs, 3 hops, identical trades; target >= 20x); ${perQuote200.toFixed(3)} ms/quote at 200 pairs (target <= 1), ${perQuote1000.toFixed(3)} ms at 1,000 pairs (target <= 5): ${ok ? 'OK' : 'MISSED'}`,
)
if (!ok) process.exitCode = 1
