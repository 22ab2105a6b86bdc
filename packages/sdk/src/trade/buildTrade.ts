import type { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'
import type { Pair } from '../pair/pair'
import type { PairGraph } from './pairGraph'
import { Route } from './route'
import type { RouteCandidate } from './searchRoutes'
import { Trade } from './trade'
import { TradeType } from './tradeType'

/** Turns a search candidate into a full Trade (amounts recomputed along the route). */
export function buildTrade<TInput extends Currency, TOutput extends Currency>(
  graph: PairGraph,
  candidate: RouteCandidate,
  {
    tradeType,
    currencyIn,
    currencyOut,
    amount,
  }: {
    tradeType: TradeType
    currencyIn: TInput
    currencyOut: TOutput
    amount: CurrencyAmount<TInput> | CurrencyAmount<TOutput>
  },
): Trade<TInput, TOutput> {
  const route = new Route({
    pairs: candidate.pairIndices.map((index) => graph.pairs[index] as Pair),
    input: currencyIn,
    output: currencyOut,
  })
  return tradeType === TradeType.EXACT_INPUT
    ? Trade.exactIn(route, amount as CurrencyAmount<TInput>)
    : Trade.exactOut(route, amount as CurrencyAmount<TOutput>)
}
