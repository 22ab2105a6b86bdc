/**
 * The IFO API's reads as react-query options. Every key starts with `ifoKeys.all`, so a commit or
 * a harvest refreshes the history with one invalidation.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import { type ApiIfoPage, type ApiIfoUser, getIfoOfferings, getIfoUserSales } from './ifoApi'

export type IfoEndpointKey = readonly [chainId: number, apiUrl: string]

export const ifoKeys = {
  all: ['ifo'] as const,
  offerings: (endpoint: IfoEndpointKey, limit: number) =>
    ['ifo', ...endpoint, 'offerings', limit] as const,
  user: (endpoint: IfoEndpointKey, user: string) => ['ifo', ...endpoint, 'user', user] as const,
}

export const ifoEndpointOf = (client: NftApiClient): IfoEndpointKey => [
  client.chainId,
  client.apiUrl,
]

/** Sales per page of the history. */
export const IFO_OFFERINGS_PAGE_SIZE = 20

/**
 * How many of a wallet's sales the history gathers (pages followed here, not on screen): a sale
 * every week for two years, far more than the history's first pages show.
 */
export const IFO_USER_SALES_MAX = 100

/** The sales, newest start first, a page at a time (`fetchNextPage`). */
export function ifoOfferingsQuery(client: NftApiClient, limit: number = IFO_OFFERINGS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ifoKeys.offerings(ifoEndpointOf(client), limit),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<ApiIfoPage> =>
      getIfoOfferings(client, { limit, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/** A wallet's part in each sale it joined, newest first, up to `IFO_USER_SALES_MAX`. */
export function ifoUserSalesQuery(client: NftApiClient, user: string) {
  const account = user.toLowerCase()
  return queryOptions({
    queryKey: ifoKeys.user(ifoEndpointOf(client), account),
    queryFn: async ({ signal }): Promise<ApiIfoUser[]> => {
      const sales: ApiIfoUser[] = []
      let cursor: string | undefined
      do {
        const page = await getIfoUserSales(
          client,
          account,
          { limit: IFO_USER_SALES_MAX, cursor },
          { signal },
        )
        sales.push(...page.data)
        cursor = page.nextCursor ?? undefined
      } while (cursor !== undefined && sales.length < IFO_USER_SALES_MAX)
      return sales.slice(0, IFO_USER_SALES_MAX)
    },
  })
}
