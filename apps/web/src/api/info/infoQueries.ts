/**
 * react-query hooks over the Info queries. Every query but the block itself is keyed by the
 * indexed block number, so all figures on a screen come from the same indexed block and refresh
 * together when the indexer moves on.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
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

export const infoKeys = {
  all: ['info'] as const,
  meta: (endpoint: GraphqlEndpoint) => ['info', endpoint.chainId, endpoint.apiUrl, 'meta'] as const,
  /** A query at one indexed block: the block is part of the key, so a new block refetches. */
  indexed: (
    endpoint: GraphqlEndpoint,
    name: string,
    blockNumber: number | undefined,
    parameters: readonly unknown[],
  ) => ['info', endpoint.chainId, endpoint.apiUrl, name, blockNumber, ...parameters] as const,
}

function indexedQuery<Data>(
  endpoint: GraphqlEndpoint,
  blockNumber: number | undefined,
  name: string,
  parameters: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<GraphqlAnswer<Data>>,
  enabled = true,
) {
  return queryOptions({
    queryKey: infoKeys.indexed(endpoint, name, blockNumber, parameters),
    queryFn: ({ signal }) => fetcher(signal),
    enabled: enabled && blockNumber !== undefined,
    placeholderData: (previous: GraphqlAnswer<Data> | undefined) => previous,
    retry: 1,
    select: (answer: GraphqlAnswer<Data>) => answer.data,
  })
}

/** The Info reads as react-query options; `block` is the indexed block every figure comes from. */
export const infoQueries = {
  /** The indexed block (number and time) and BNB's price; `data.block` is null before any block. */
  meta: (endpoint: GraphqlEndpoint) =>
    queryOptions({
      queryKey: infoKeys.meta(endpoint),
      queryFn: ({ signal }) => fetchInfoMeta(endpoint, undefined, signal),
      refetchInterval: META_POLL_MS,
      retry: 1,
      select: (answer: GraphqlAnswer<InfoMeta>) => answer.data,
    }),
  protocolDays: (endpoint: GraphqlEndpoint, block: number | undefined) =>
    indexedQuery(endpoint, block, 'protocolDays', [], (signal) =>
      fetchProtocolDays(endpoint, undefined, signal),
    ),
  topPairs: (endpoint: GraphqlEndpoint, block: number | undefined) =>
    indexedQuery(endpoint, block, 'topPairs', [], (signal) =>
      fetchTopPairs(endpoint, undefined, signal),
    ),
  topTokens: (endpoint: GraphqlEndpoint, block: number | undefined) =>
    indexedQuery(endpoint, block, 'topTokens', [], (signal) =>
      fetchTopTokens(endpoint, undefined, signal),
    ),
  /** Hours since `since` (undefined: nothing to ask yet), of some pairs or all. */
  pairHours: (
    endpoint: GraphqlEndpoint,
    block: number | undefined,
    since: number | undefined,
    pairs?: readonly Address[],
  ) =>
    indexedQuery(
      endpoint,
      block,
      'pairHours',
      [since ?? 0, pairs],
      (signal) =>
        fetchPairHours(endpoint, { since: since ?? 0, ...(pairs ? { pairs } : {}) }, signal),
      since !== undefined && (!pairs || pairs.length > 0),
    ),
  tokenHours: (
    endpoint: GraphqlEndpoint,
    block: number | undefined,
    since: number | undefined,
    token?: Address,
  ) =>
    indexedQuery(
      endpoint,
      block,
      'tokenHours',
      [since === undefined ? undefined : hourFloor(since), token],
      (signal) =>
        fetchTokenHours(
          endpoint,
          { since: hourFloor(since ?? 0), ...(token ? { token } : {}) },
          signal,
        ),
      since !== undefined,
    ),
  transactions: (
    endpoint: GraphqlEndpoint,
    block: number | undefined,
    pairs?: readonly Address[],
  ) =>
    indexedQuery(
      endpoint,
      block,
      'transactions',
      [pairs],
      (signal) => fetchTransactions(endpoint, pairs ? { pairs } : {}, signal),
      !pairs || pairs.length > 0,
    ),
  pairDetails: (endpoint: GraphqlEndpoint, block: number | undefined, id: Address | undefined) =>
    indexedQuery(
      endpoint,
      block,
      'pair',
      [id],
      (signal) => fetchPairDetails(endpoint, { id: id ?? ('' as Address) }, signal),
      id !== undefined,
    ),
  tokenDetails: (endpoint: GraphqlEndpoint, block: number | undefined, id: Address | undefined) =>
    indexedQuery(
      endpoint,
      block,
      'token',
      [id],
      (signal) => fetchTokenDetails(endpoint, { id: id ?? ('' as Address) }, signal),
      id !== undefined,
    ),
}

export function useInfoEndpoint(): GraphqlEndpoint {
  const { apiUrl, chainId } = useRuntimeConfig()
  return { apiUrl, chainId }
}

/** The indexed block (number and time) and BNB's price; `data.block` is null before any block. */
export function useInfoMeta() {
  return useQuery(infoQueries.meta(useInfoEndpoint()))
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

export function useProtocolDays() {
  const { blockNumber } = useIndexedNow()
  return useQuery(infoQueries.protocolDays(useInfoEndpoint(), blockNumber))
}

export function useTopPairs() {
  const { blockNumber } = useIndexedNow()
  return useQuery(infoQueries.topPairs(useInfoEndpoint(), blockNumber))
}

export function useTopTokens() {
  const { blockNumber } = useIndexedNow()
  return useQuery(infoQueries.topTokens(useInfoEndpoint(), blockNumber))
}

/** Hours of the last 48 h (the 24 h figures and their previous 24 h), of some pairs or all. */
export function usePairHours(pairs?: readonly Address[]) {
  const { now, blockNumber } = useIndexedNow()
  const since = now === undefined ? undefined : hourFloor(now - 2 * DAY)
  return useQuery(infoQueries.pairHours(useInfoEndpoint(), blockNumber, since, pairs))
}

export function useTokenHours(since: number | undefined, token?: Address) {
  const { blockNumber } = useIndexedNow()
  return useQuery(infoQueries.tokenHours(useInfoEndpoint(), blockNumber, since, token))
}

export function useTransactions(pairs?: readonly Address[]) {
  const { blockNumber } = useIndexedNow()
  return useQuery(infoQueries.transactions(useInfoEndpoint(), blockNumber, pairs))
}

export function usePairDetails(id: Address | undefined) {
  const { blockNumber } = useIndexedNow()
  return useQuery(infoQueries.pairDetails(useInfoEndpoint(), blockNumber, id))
}

export function useTokenDetails(id: Address | undefined) {
  const { blockNumber } = useIndexedNow()
  return useQuery(infoQueries.tokenDetails(useInfoEndpoint(), blockNumber, id))
}
