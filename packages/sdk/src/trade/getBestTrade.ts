import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Percent } from '../amounts/percent'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD_BPS, MAX_HOPS } from '../constants/settings'
import type { Currency } from '../currencies/currency'
import { InvalidTradeSearchError } from '../errors/trade'
import { type RoutingSource, resolveRoutingIndex } from '../routing/resolveRoutingIndex'
import { buildTrade } from './buildTrade'
import { isTradeBetter } from './isTradeBetter'
import { tokenKey } from './pairGraph'
import { compareCandidates, insertSorted, type RouteCandidate, searchRoutes } from './searchRoutes'
import type { Trade } from './trade'
import { TradeType } from './tradeType'

export type GetBestTradeParameters = RoutingSource & {
  /** Spec §4: which side the user typed. */
  tradeType: TradeType
  /** The typed amount: input currency for EXACT_INPUT, output currency for EXACT_OUTPUT. */
  amount: CurrencyAmount<Currency>
  /** The other side's currency. */
  otherCurrency: Currency
  /** User setting "single-hop only": routes of one pair. */
  singleHopOnly?: boolean | undefined
  /** Default 3 (spec §9). */
  maxHops?: number | undefined
  /** A longer route must beat the shorter by this much; default 0.5%. */
  threshold?: Percent | undefined
}

export type GetBestTradeReturnType = Trade<Currency, Currency> | undefined

export type GetBestTradeErrorType = InvalidTradeSearchError

/**
 * The trade the swap screen shows: the best route of 1 hop, replaced by the best of up to 2 and
 * then 3 hops only when it is better by the threshold (shorter routes cost less gas). With
 * single-hop only, the best direct trade. One search serves all hop limits.
 *
 * @example
 * const trade = getBestTrade({ pairs, tradeType: TradeType.EXACT_INPUT, amount: typedAmount, otherCurrency: usdt })
 */
export function getBestTrade(parameters: GetBestTradeParameters): GetBestTradeReturnType {
  const {
    tradeType,
    amount,
    otherCurrency,
    singleHopOnly = false,
    maxHops = MAX_HOPS,
    threshold = new Percent(BETTER_TRADE_LESS_HOPS_THRESHOLD_BPS, 10_000n),
  } = parameters
  if (!(maxHops >= 1)) throw new InvalidTradeSearchError({ reason: `maxHops is ${maxHops}` })
  const exactIn = tradeType === TradeType.EXACT_INPUT
  const currencyIn = exactIn ? amount.currency : otherCurrency
  const currencyOut = exactIn ? otherCurrency : amount.currency
  const graph = resolveRoutingIndex(parameters)
  const inputId = graph.tokenIds.get(tokenKey(currencyIn.wrapped))
  const outputId = graph.tokenIds.get(tokenKey(currencyOut.wrapped))
  if (inputId === undefined || outputId === undefined) return undefined
  const limit = singleHopOnly ? 1 : maxHops
  // bestByLimit[h - 1]: the best route of at most h hops, exactly what a search with
  // maxHops = h and maxNumResults = 1 returns (the visiting order is the same).
  const bestByLimit: RouteCandidate[][] = Array.from({ length: limit }, () => [])
  const compare = (a: RouteCandidate, b: RouteCandidate) => compareCandidates(graph, inputId, a, b)
  searchRoutes(graph, {
    tradeType,
    inputId,
    outputId,
    amount: amount.quotient,
    maxHops: limit,
    onCandidate: (candidate) => {
      for (let hops = candidate.pairIndices.length; hops <= limit; hops++) {
        insertSorted(bestByLimit[hops - 1] as RouteCandidate[], candidate, 1, compare)
      }
    },
  })
  const toTrade = (candidate: RouteCandidate | undefined) =>
    candidate && buildTrade(graph, candidate, { tradeType, currencyIn, currencyOut, amount })
  if (singleHopOnly) return toTrade(bestByLimit[0]?.[0])
  let best: Trade<Currency, Currency> | undefined
  for (const [index, list] of bestByLimit.entries()) {
    const current = toTrade(list[0])
    if (index === 0) best = current
    else if (isTradeBetter({ tradeA: best, tradeB: current, minimumDelta: threshold })) {
      best = current
    }
  }
  return best
}
