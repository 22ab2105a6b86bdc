/**
 * The farm auctions API's reads as react-query options. Every key starts with
 * `farmAuctionKeys.all`, so a bid or a reclaim refreshes the ranking, the history and the
 * wallet's standing with one invalidation.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  type ApiFarmAuctionPage,
  getFarmAuction,
  getFarmAuctionBidder,
  getFarmAuctions,
} from './farmAuctionApi'

export type FarmAuctionEndpointKey = readonly [chainId: number, apiUrl: string]

export const farmAuctionEndpointOf = (client: NftApiClient): FarmAuctionEndpointKey => [
  client.chainId,
  client.apiUrl,
]

export const farmAuctionKeys = {
  all: ['farmAuction'] as const,
  list: (endpoint: FarmAuctionEndpointKey, limit: number) =>
    ['farmAuction', ...endpoint, 'list', limit] as const,
  auction: (endpoint: FarmAuctionEndpointKey, id: number) =>
    ['farmAuction', ...endpoint, 'auction', id] as const,
  bidder: (endpoint: FarmAuctionEndpointKey, account: string) =>
    ['farmAuction', ...endpoint, 'bidder', account.toLowerCase()] as const,
}

/** Auctions per page of the history. */
export const FARM_AUCTIONS_PAGE_SIZE = 10

/** The auctions, newest first, a page at a time (`fetchNextPage`). */
export function farmAuctionsQuery(client: NftApiClient, limit: number = FARM_AUCTIONS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: farmAuctionKeys.list(farmAuctionEndpointOf(client), limit),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<ApiFarmAuctionPage> =>
      getFarmAuctions(client, { limit, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/** One auction with its ranked bids. */
export function farmAuctionQuery(client: NftApiClient, id: number) {
  return queryOptions({
    queryKey: farmAuctionKeys.auction(farmAuctionEndpointOf(client), id),
    queryFn: ({ signal }) => getFarmAuction(client, id, { signal }),
  })
}

/** A wallet's standing: whitelisted, its project, its bids and what it can reclaim. */
export function farmAuctionBidderQuery(client: NftApiClient, account: string) {
  return queryOptions({
    queryKey: farmAuctionKeys.bidder(farmAuctionEndpointOf(client), account),
    queryFn: ({ signal }) => getFarmAuctionBidder(client, account, { signal }),
  })
}
