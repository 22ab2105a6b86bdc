/**
 * The price of the swap's input in its output over a chart range, from the indexer's hourly (1W)
 * or daily (1M) rollups of the direct pair. The range ends at the indexed block's time, so the
 * chart never runs past what the index holds; it is read again when the index moves on.
 */
import type { Currency } from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { PairState, usePair } from '../../../chain/pairs/usePairs'
import { useInfoEndpoint, useInfoMeta } from '../../info/api'
import type { ChartRange } from './chartRanges'
import { fetchPairReserves, type ReservesPoint } from './fetchPairReserves'
import { getPriceSeries, type PricePoint } from './getPriceSeries'

export type UsePairPriceHistoryReturnType =
  | { status: 'loading'; series: undefined }
  | { status: 'error'; series: undefined }
  | { status: 'success'; series: PricePoint[] }

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
  const metaFailed = meta.isError || (meta.isSuccess && now === undefined)
  const [pairState, pair] = usePair(inputCurrency, outputCurrency)
  const address = pair?.address
  const query = useQuery<ReservesPoint[]>({
    queryKey: [
      'pair-price-history',
      endpoint.chainId,
      endpoint.apiUrl,
      address,
      range,
      blockNumber,
    ],
    enabled: !!address && now !== undefined,
    placeholderData: (previous) => previous,
    retry: 1,
    queryFn: async ({ signal }) => {
      if (!address || now === undefined) throw new Error('not ready')
      return (await fetchPairReserves(endpoint, { pair: address, range, now }, signal)).data
    },
  })
  const token0 = pair?.token0
  const series = useMemo(() => {
    if (!query.data || !token0 || !inputCurrency) return undefined
    return getPriceSeries({
      points: query.data,
      baseIsToken0: inputCurrency.wrapped.equals(token0),
    })
  }, [query.data, token0, inputCurrency])

  if (
    pairState === PairState.NOT_EXISTS ||
    pairState === PairState.INVALID ||
    query.isError ||
    metaFailed
  ) {
    return { status: 'error', series: undefined }
  }
  if (!series) return { status: 'loading', series: undefined }
  if (series.length === 0) return { status: 'error', series: undefined }
  return { status: 'success', series }
}
