/**
 * react-query hooks over the Info queries. Every query but the block itself is keyed by the
 * indexed block number, so all figures on a screen come from the same indexed block and refresh
 * together when the indexer moves on.
 */
import { useQuery } from '@tanstack/react-query'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import type { GraphqlAnswer, GraphqlEndpoint } from '../graphql/graphqlClient'
import type { Address } from './entities'
import {
  fetchInfoMeta,
  fetchPairDetails,
  fetchPairHours,
  fetchProtocolDays,
  fetchTokenDetails,
  fetchTokenHours,
  fetchTopPairs,
  fetchTopTokens,
  fetchTransactions,
  type InfoMeta,
} from './queries'
import { DAY, HOUR } from './time'

/** How often the screens ask whether the index moved. */
export const META_POLL_MS = 10_000

export function useInfoEndpoint(): GraphqlEndpoint {
  const { apiUrl, chainId } = useRuntimeConfig()
  return { apiUrl, chainId }
}

/** The indexed block (number and time) and BNB's price; `data.block` is null before any block. */
export function useInfoMeta() {
  const endpoint = useInfoEndpoint()
  return useQuery({
    queryKey: ['info', endpoint.chainId, endpoint.apiUrl, 'meta'],
    queryFn: ({ signal }) => fetchInfoMeta(endpoint, undefined, signal),
    refetchInterval: META_POLL_MS,
    retry: 1,
    select: (answer: GraphqlAnswer<InfoMeta>) => answer.data,
  })
}

/**
 * The time the 24 h figures are "as of": the indexed block's time when the API tells it, else
 * the time the API last answered (the subgraphs' `_meta` may leave it null, and the indexer
 * follows the chain within seconds). Undefined before any block is indexed.
 */
export function useIndexedNow(): { now: number | undefined; blockNumber: number | undefined } {
  const meta = useInfoMeta()
  const block = meta.data?.block
  if (!block) return { now: undefined, blockNumber: undefined }
  return {
    now: block.timestamp ?? Math.floor(meta.dataUpdatedAt / 1000),
    blockNumber: block.number,
  }
}

/** `time` rounded down to its hour: a stable query bound while `now` ticks on. */
export function hourFloor(time: number): number {
  return Math.floor(time / HOUR) * HOUR
}

function useIndexedQuery<Data>(
  name: string,
  parameters: readonly unknown[],
  fetcher: (endpoint: GraphqlEndpoint, signal: AbortSignal) => Promise<GraphqlAnswer<Data>>,
  enabled = true,
) {
  const endpoint = useInfoEndpoint()
  const { blockNumber } = useIndexedNow()
  return useQuery({
    queryKey: ['info', endpoint.chainId, endpoint.apiUrl, name, blockNumber, ...parameters],
    queryFn: ({ signal }) => fetcher(endpoint, signal),
    enabled: enabled && blockNumber !== undefined,
    placeholderData: (previous) => previous,
    retry: 1,
    select: (answer: GraphqlAnswer<Data>) => answer.data,
  })
}

export function useProtocolDays() {
  return useIndexedQuery('protocolDays', [], (endpoint, signal) =>
    fetchProtocolDays(endpoint, undefined, signal),
  )
}

export function useTopPairs() {
  return useIndexedQuery('topPairs', [], (endpoint, signal) =>
    fetchTopPairs(endpoint, undefined, signal),
  )
}

export function useTopTokens() {
  return useIndexedQuery('topTokens', [], (endpoint, signal) =>
    fetchTopTokens(endpoint, undefined, signal),
  )
}

/** Hours of the last 48 h (the 24 h figures and their previous 24 h), of some pairs or all. */
export function usePairHours(pairs?: readonly Address[]) {
  const { now } = useIndexedNow()
  const since = now === undefined ? 0 : hourFloor(now - 2 * DAY)
  return useIndexedQuery(
    'pairHours',
    [since, pairs],
    (endpoint, signal) => fetchPairHours(endpoint, { since, ...(pairs ? { pairs } : {}) }, signal),
    now !== undefined && (!pairs || pairs.length > 0),
  )
}

export function useTokenHours(since: number | undefined, token?: Address) {
  return useIndexedQuery(
    'tokenHours',
    [since === undefined ? undefined : hourFloor(since), token],
    (endpoint, signal) =>
      fetchTokenHours(
        endpoint,
        { since: hourFloor(since ?? 0), ...(token ? { token } : {}) },
        signal,
      ),
    since !== undefined,
  )
}

export function useTransactions(pairs?: readonly Address[]) {
  return useIndexedQuery(
    'transactions',
    [pairs],
    (endpoint, signal) => fetchTransactions(endpoint, pairs ? { pairs } : {}, signal),
    !pairs || pairs.length > 0,
  )
}

export function usePairDetails(id: Address | undefined) {
  return useIndexedQuery(
    'pair',
    [id],
    (endpoint, signal) => fetchPairDetails(endpoint, { id: id as Address }, signal),
    id !== undefined,
  )
}

export function useTokenDetails(id: Address | undefined) {
  return useIndexedQuery(
    'token',
    [id],
    (endpoint, signal) => fetchTokenDetails(endpoint, { id: id as Address }, signal),
    id !== undefined,
  )
}
