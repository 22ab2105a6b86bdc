/**
 * The price of the swap's input in its output over a chart range, from the direct pair's
 * reserves sampled at past blocks (the indexer's pair history will take over when the server
 * offers it). Refreshed at most once a minute.
 */
import type { Currency } from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getBlock } from 'viem/actions'
import { useClient } from 'wagmi'
import { useCurrentBlock } from '../../../chain/block/BlockProvider'
import { PairState, usePair } from '../../../chain/pairs/usePairs'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { CHART_POINTS, CHART_RANGES, type ChartRange } from './chartRanges'
import { findFirstBlockAtOrAfter } from './findFirstBlockAtOrAfter'
import { getPriceSeries, type PricePoint } from './getPriceSeries'
import { getSampleBlocks } from './getSampleBlocks'
import { readPairReservesHistory } from './readPairReservesHistory'

export type UsePairPriceHistoryReturnType =
  | { status: 'loading'; series: undefined }
  | { status: 'error'; series: undefined }
  | { status: 'success'; series: PricePoint[] }

const REFRESH_MS = 60_000

export function usePairPriceHistory(
  inputCurrency: Currency | undefined,
  outputCurrency: Currency | undefined,
  range: ChartRange,
): UsePairPriceHistoryReturnType {
  const client = useClient()
  const { chainId, manifest } = useRuntimeConfig()
  const currentBlock = useCurrentBlock()
  const [pairState, pair] = usePair(inputCurrency, outputCurrency)
  const address = pair?.address
  const query = useQuery({
    queryKey: ['pair-price-history', chainId, address, range],
    enabled: !!client && !!address && currentBlock !== undefined,
    staleTime: REFRESH_MS,
    retry: 1,
    queryFn: async () => {
      if (!client || !address || currentBlock === undefined) throw new Error('not ready')
      const latest = await getBlock(client, { blockNumber: currentBlock })
      const fromBlock = await findFirstBlockAtOrAfter(client, {
        timestamp: latest.timestamp - BigInt(CHART_RANGES[range]),
        fromBlock: BigInt(manifest.startBlock),
        toBlock: currentBlock,
      })
      return readPairReservesHistory(client, {
        multicall: manifest.contracts.Multicall,
        pair: address,
        blocks: getSampleBlocks({ fromBlock, toBlock: currentBlock, count: CHART_POINTS }),
      })
    },
  })
  const token0 = pair?.token0
  const token1 = pair?.token1
  const series = useMemo(() => {
    if (!query.data || !token0 || !token1 || !inputCurrency) return undefined
    return getPriceSeries({
      points: query.data,
      baseIsToken0: inputCurrency.wrapped.equals(token0),
      decimals0: token0.decimals,
      decimals1: token1.decimals,
    })
  }, [query.data, token0, token1, inputCurrency])

  if (pairState === PairState.NOT_EXISTS || pairState === PairState.INVALID || query.isError) {
    return { status: 'error', series: undefined }
  }
  if (!series) return { status: 'loading', series: undefined }
  if (series.length === 0) return { status: 'error', series: undefined }
  return { status: 'success', series }
}
