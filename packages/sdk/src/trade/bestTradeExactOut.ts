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

export type BestTradeExactOutParameters<
  TInput extends Currency,
  TOutput extends Currency,
> = RoutingSource & {
  currencyIn: TInput
  amountOut: CurrencyAmount<TOutput>
  /** Default 3. */
  maxNumResults?: number | undefined
  /** Most pairs a route may use; default 3 (spec §9), 1 when multihop is off. */
  maxHops?: number | undefined
}

export type BestTradeExactOutReturnType<TInput extends Currency, TOutput extends Currency> = Trade<
  TInput,
  TOutput
>[]

export type BestTradeExactOutErrorType = InvalidTradeSearchError

/**
 * The best trades receiving exactly `amountOut`, best first: least input, then lowest price
 * impact, then fewest hops. Same routes, amounts and order as the reference SDK's
 * `Trade.bestTradeExactOut`.
 *
 * @example
 * const [best] = bestTradeExactOut({ pairs, currencyIn: bnb, amountOut: CurrencyAmount.fromRawAmount(usdt, 10n ** 20n) })
 * best?.inputAmount.toSignificant(6)
 */
export function bestTradeExactOut<TInput extends Currency, TOutput extends Currency>(
  parameters: BestTradeExactOutParameters<TInput, TOutput>,
): BestTradeExactOutReturnType<TInput, TOutput> {
  const { currencyIn, amountOut, maxNumResults = MAX_NUM_RESULTS, maxHops = MAX_HOPS } = parameters
  if (!(maxHops >= 1)) throw new InvalidTradeSearchError({ reason: `maxHops is ${maxHops}` })
  if (!(maxNumResults >= 1)) {
    throw new InvalidTradeSearchError({ reason: `maxNumResults is ${maxNumResults}` })
  }
  const graph = resolveRoutingIndex(parameters)
  const inputId = graph.tokenIds.get(tokenKey(currencyIn.wrapped))
  const outputId = graph.tokenIds.get(tokenKey(amountOut.currency.wrapped))
  if (inputId === undefined || outputId === undefined) return []
  const best: RouteCandidate[] = []
  const compare = (a: RouteCandidate, b: RouteCandidate) => compareCandidates(graph, inputId, a, b)
  searchRoutes(graph, {
    tradeType: TradeType.EXACT_OUTPUT,
    inputId,
    outputId,
    amount: amountOut.quotient,
    maxHops,
    onCandidate: (candidate) => insertSorted(best, candidate, maxNumResults, compare),
  })
  return best.map((candidate) =>
    buildTrade(graph, candidate, {
      tradeType: TradeType.EXACT_OUTPUT,
      currencyIn,
      currencyOut: amountOut.currency,
      amount: amountOut,
    }),
  )
}
