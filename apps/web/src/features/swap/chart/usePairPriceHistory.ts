/**
 * The price of the swap's input in its output over a chart range, from the indexer's hourly (1W)
 * or daily (1M) rollups: the direct pair's reserves when there is a direct pool, else both
 * tokens' USD prices (a pair such as BNB → CAKE trades through GHOST). The range ends at the
 * indexed block's time, so the chart never runs past what the index holds; it is read again when
 * the index moves on. 'error' is a failed read only; history that holds no price is 'empty'.
 */
import type { Currency } from '@ghost/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { type GraphqlEndpoint, useInfoEndpoint, useInfoMeta } from '../../../api/info'
import { PairState, usePair } from '../../../chain/pairs/usePairs'
import type { ChartRange } from './chartRanges'
import { fetchPairReserves, type ReservesPoint } from './fetchPairReserves'
import { fetchTokenPrices, type UsdPricePoint } from './fetchTokenPrices'
import { getCrossPriceSeries, getPriceSeries, type PricePoint } from './getPriceSeries'

/** Where the line comes from: the pair's own pool, or the tokens' USD prices. */
export type PriceSource = 'pair' | 'usd'

export type UsePairPriceHistoryReturnType =
  | { status: 'loading'; series: undefined; source: PriceSource | undefined }
  | { status: 'error'; series: undefined; source: PriceSource | undefined }
  | { status: 'empty'; series: undefined; source: PriceSource | undefined }
  | { status: 'success'; series: PricePoint[]; source: PriceSource }

type History =
  | { source: 'pair'; points: ReservesPoint[] }
  | { source: 'usd'; base: UsdPricePoint[]; quote: UsdPricePoint[] }

type PriceHistoryParameters = {
  source: PriceSource | undefined
  pair: Address | undefined
  base: Address | undefined
  quote: Address | undefined
  range: ChartRange
  /** The indexed block's time: the range ends there. */
  now: number | undefined
  blockNumber: number | undefined
}

/** The chart's history as a query, keyed by the indexed block so it is read again as it moves. */
export function pairPriceHistoryQuery(
  endpoint: GraphqlEndpoint,
  { source, pair, base, quote, range, now, blockNumber }: PriceHistoryParameters,
) {
  const subject = source === 'pair' ? pair : `${base}-${quote}`
  return queryOptions<History>({
    queryKey: [
      'pair-price-history',
      endpoint.chainId,
      endpoint.apiUrl,
      source,
      subject,
      range,
      blockNumber,
    ],
    // the previous range's line stays while the next loads, never another pair's
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === subject ? previous : undefined,
    retry: 1,
    queryFn: async ({ signal }) => {
      if (now === undefined) throw new Error('not ready')
      if (source === 'pair' && pair) {
        const answer = await fetchPairReserves(endpoint, { pair, range, now }, signal)
        return { source: 'pair', points: answer.data }
      }
      if (source === 'usd' && base && quote) {
        const answer = await fetchTokenPrices(endpoint, { base, quote, range, now }, signal)
        return { source: 'usd', ...answer.data }
      }
      throw new Error('not ready')
    },
  })
}

export function usePairPriceHistory(
  inputCurrency: Currency | undefined,
  outputCurrency: Currency | undefined,
  range: ChartRange,
): UsePairPriceHistoryReturnType {
  const endpoint = useInfoEndpoint()
  const meta = useInfoMeta()
  const now = meta.data?.block?.timestamp ?? undefined
  const blockNumber = meta.data?.block?.number
  // Nothing indexed yet (or a block without its time) leaves no range to draw.
  const nothingIndexed = meta.isSuccess && now === undefined
  const [pairState, pair] = usePair(inputCurrency, outputCurrency)
  const source: PriceSource | undefined =
    pairState === PairState.EXISTS ? 'pair' : pairState === PairState.NOT_EXISTS ? 'usd' : undefined
  const address = pair?.address
  const base = inputCurrency?.wrapped.address
  const quote = outputCurrency?.wrapped.address
  const query = useQuery({
    ...pairPriceHistoryQuery(endpoint, {
      source,
      pair: address,
      base,
      quote,
      range,
      now,
      blockNumber,
    }),
    enabled: source !== undefined && now !== undefined,
  })
  const token0 = pair?.token0
  const data = query.data
  const series = useMemo(() => {
    if (!data || !inputCurrency) return undefined
    if (data.source === 'usd') return getCrossPriceSeries({ base: data.base, quote: data.quote })
    if (!token0) return undefined
    return getPriceSeries({
      points: data.points,
      baseIsToken0: inputCurrency.wrapped.equals(token0),
    })
  }, [data, token0, inputCurrency])

  if (query.isError || meta.isError) return { status: 'error', series: undefined, source }
  if (pairState === PairState.INVALID || nothingIndexed) {
    return { status: 'empty', series: undefined, source }
  }
  if (!series || !source || data?.source !== source) {
    return { status: 'loading', series: undefined, source }
  }
  if (series.length === 0) return { status: 'empty', series: undefined, source }
  return { status: 'success', series, source }
}
