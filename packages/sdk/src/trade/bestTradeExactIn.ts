import type { CurrencyAmount } from '../amounts/currencyAmount'
import { MAX_HOPS, MAX_NUM_RESULTS } from '../constants/settings'
import type { Currency } from '../currencies/currency'
import { InvalidTradeSearchError } from '../errors/trade'
import { type RoutingSource, resolveRoutingIndex } from '../routing/resolveRoutingIndex'
import { buildTrade } from './buildTrade'
import { tokenKey } from './pairGraph'
import { compareCandidates, insertSorted, type RouteCandidate, searchRoutes } from './searchRoutes'
import type { Trade } from './trade'
import { TradeType } from './tradeType'

export type BestTradeExactInParameters<
  TInput extends Currency,
  TOutput extends Currency,
> = RoutingSource & {
  amountIn: CurrencyAmount<TInput>
  currencyOut: TOutput
  /** Default 3. */
  maxNumResults?: number | undefined
  /** Most pairs a route may use; default 3 (spec §9), 1 when multihop is off. */
  maxHops?: number | undefined
}

export type BestTradeExactInReturnType<TInput extends Currency, TOutput extends Currency> = Trade<
  TInput,
  TOutput
>[]

export type BestTradeExactInErrorType = InvalidTradeSearchError

/**
 * The best trades spending exactly `amountIn`, best first: most output, then lowest price
 * impact, then fewest hops. Same routes, amounts and order as the reference SDK's
 * `Trade.bestTradeExactIn`.
 *
 * @example
 * const [best] = bestTradeExactIn({ pairs, amountIn: CurrencyAmount.fromRawAmount(bnb, 10n ** 18n), currencyOut: usdt })
 * best?.outputAmount.toSignificant(6)
 */
export function bestTradeExactIn<TInput extends Currency, TOutput extends Currency>(
  parameters: BestTradeExactInParameters<TInput, TOutput>,
): BestTradeExactInReturnType<TInput, TOutput> {
  const { amountIn, currencyOut, maxNumResults = MAX_NUM_RESULTS, maxHops = MAX_HOPS } = parameters
  if (!(maxHops >= 1)) throw new InvalidTradeSearchError({ reason: `maxHops is ${maxHops}` })
  if (!(maxNumResults >= 1)) {
    throw new InvalidTradeSearchError({ reason: `maxNumResults is ${maxNumResults}` })
  }
  const graph = resolveRoutingIndex(parameters)
  const inputId = graph.tokenIds.get(tokenKey(amountIn.currency.wrapped))
  const outputId = graph.tokenIds.get(tokenKey(currencyOut.wrapped))
  if (inputId === undefined || outputId === undefined) return []
  const best: RouteCandidate[] = []
  const compare = (a: RouteCandidate, b: RouteCandidate) => compareCandidates(graph, inputId, a, b)
  searchRoutes(graph, {
    tradeType: TradeType.EXACT_INPUT,
    inputId,
    outputId,
    amount: amountIn.quotient,
    maxHops,
    onCandidate: (candidate) => insertSorted(best, candidate, maxNumResults, compare),
  })
  return best.map((candidate) =>
    buildTrade(graph, candidate, {
      tradeType: TradeType.EXACT_INPUT,
      currencyIn: amountIn.currency,
      currencyOut,
      amount: amountIn,
    }),
  )
}
