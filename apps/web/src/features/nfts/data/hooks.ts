/**
 * react-query hooks over the NFT REST API and the GraphQL index, shared by every NFT screen.
 * Each accepts undefined or malformed input (a bad URL) and then answers a settled not-found
 * state (null, an empty list) without asking the API.
 */
import type { ApiCollection, ApiOpenOrder, ApiToken, NftLocation } from '@ghost/sdk'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  getAllOwnerTokens,
  getCollection,
  getCollections,
  getNewestTokens,
  getOrders,
  getToken,
  isOpenOrder,
  searchOrders,
  useNftApi,
} from '../../../api/nfts'
import { BLOCK_POLL_INTERVAL_MS } from '../../../chain/block/createBlockPoller'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { type ActivityRow, type ActivityScope, fetchActivity } from './activity'
import {
  activeTraits,
  type CollectionTokensQuery,
  DEFAULT_TOKENS_QUERY,
  fetchCollectionTokens,
  mergeTokenPages,
  nextTokensPage,
} from './collectionTokensQuery'
import { type NftEndpointKey, nftKeys } from './keys'
import { parseNftAddress, parseTokenId } from './params'

/** Spec §9: NFT tables refresh every 10 s. */
export const NFT_REFRESH_MS = 10_000

/** The most collections a list asks for (the API's page size cap). */
export const COLLECTIONS_PAGE_SIZE = 100

function useEndpointKey(): NftEndpointKey {
  const { chainId, apiUrl } = useRuntimeConfig()
  return [chainId, apiUrl]
}

export function useCollections() {
  const { client } = useNftApi()
  const endpoint = useEndpointKey()
  return useQuery({
    queryKey: nftKeys.collections(endpoint),
    queryFn: async ({ signal }): Promise<ApiCollection[]> =>
      (await getCollections(client, { page: 1, size: COLLECTIONS_PAGE_SIZE, signal })).data,
    refetchInterval: NFT_REFRESH_MS,
  })
}

/** One collection; `data` is null when the address is malformed or unknown. */
export function useCollection(address: string | undefined) {
  const { client } = useNftApi()
  const endpoint = useEndpointKey()
  const valid = parseNftAddress(address)
  return useQuery({
    queryKey: nftKeys.collection(endpoint, valid),
    queryFn: async ({ signal }): Promise<ApiCollection | null> =>
      valid ? ((await getCollection(client, { address: valid, signal }))?.data ?? null) : null,
  })
}

/** One token (API view with its owner and location); null when malformed or unknown. */
export function useNftToken(collection: string | undefined, tokenId: string | undefined) {
  const { client } = useNftApi()
  const endpoint = useEndpointKey()
  const address = parseNftAddress(collection)
  const id = parseTokenId(tokenId)
  return useQuery({
    queryKey: nftKeys.token(endpoint, address, id),
    queryFn: async ({ signal }): Promise<ApiToken | null> =>
      address && id
        ? ((await getToken(client, { collection: address, tokenId: id, signal }))?.data ?? null)
        : null,
    // A link followed right after a mint can arrive before the index has the token: ask again
    // each block until it has, rather than leaving "not found" on screen.
    refetchInterval: (query) =>
      address && id && query.state.data === null ? BLOCK_POLL_INTERVAL_MS : false,
  })
}

/**
 * A collection's tokens page by page (100 each, spec §9) for infinite scroll. `tokens` is the
 * pages merged by token id; `attributesDistribution` counts the whole collection (or, with trait
 * filters, the whole filtered set) and `total` is how many match.
 */
export function useCollectionTokens(
  address: string | undefined,
  query: CollectionTokensQuery = DEFAULT_TOKENS_QUERY,
) {
  const { client } = useNftApi()
  const endpoint = useEndpointKey()
  const valid = parseNftAddress(address)
  const stable = useMemo(
    () => ({
      ordering: query.ordering,
      onSale: query.onSale,
      traits: activeTraits(query.traits),
    }),
    [query.ordering, query.onSale, query.traits],
  )
  const result = useInfiniteQuery({
    queryKey: nftKeys.collectionTokens(endpoint, valid, stable),
    enabled: valid !== undefined,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchCollectionTokens(client, {
        address: valid ?? '',
        query: stable,
        page: pageParam,
        signal,
      }),
    getNextPageParam: nextTokensPage,
  })
  const pages = result.data?.pages
  const tokens = useMemo(() => (pages ? mergeTokenPages(pages) : []), [pages])
  const first = pages?.[0]
  return {
    ...result,
    tokens,
    total: first?.total ?? 0,
    attributesDistribution: first?.attributesDistribution ?? {},
    /** True when the address is malformed: nothing will load. */
    invalidAddress: valid === undefined,
  }
}

/**
 * The open signed (lazy) order that sells a token, from the order search then the orders of its
 * UID; null when there is none.
 */
export function useOrderForToken(collection: string | undefined, tokenId: string | undefined) {
  const { client } = useNftApi()
  const endpoint = useEndpointKey()
  const address = parseNftAddress(collection)
  const id = parseTokenId(tokenId)
  return useQuery({
    queryKey: nftKeys.order(endpoint, address, id),
    queryFn: async ({ signal }): Promise<ApiOpenOrder | null> => {
      if (!address || !id) return null
      const found = await searchOrders(client, {
        collection: address,
        tokenId: id,
        onOrder: true,
        signal,
      })
      const uid = found.data[0]?.tokenUID
      if (!uid) return null
      const orders = await getOrders(client, { uid, collection: address, signal })
      return orders.data.find(isOpenOrder) ?? null
    },
  })
}

/** The newest items on sale (spec §7 `collections/tokens/newest?onOrder=1&updateDesc=1`). */
export function useNewestListedTokens(first = 20) {
  const { client } = useNftApi()
  const endpoint = useEndpointKey()
  return useQuery({
    queryKey: nftKeys.newest(endpoint, first),
    queryFn: async ({ signal }): Promise<ApiToken[]> =>
      (await getNewestTokens(client, { onOrder: true, updateDesc: true, first, signal })).data,
    refetchInterval: NFT_REFRESH_MS,
  })
}

function validScope(scope: ActivityScope | undefined): ActivityScope | undefined {
  if (!scope) return undefined
  switch (scope.kind) {
    case 'market':
      return scope
    case 'collection': {
      const collection = parseNftAddress(scope.collection)
      return collection ? { kind: 'collection', collection } : undefined
    }
    case 'token': {
      const collection = parseNftAddress(scope.collection)
      const tokenId = parseTokenId(scope.tokenId)
      return collection && tokenId ? { kind: 'token', collection, tokenId } : undefined
    }
    case 'user': {
      const account = parseNftAddress(scope.account)
      return account ? { kind: 'user', account } : undefined
    }
  }
}

/**
 * Asks and trades of the whole market, a collection, a token or a user, newest first. A
 * malformed scope answers an empty list; a failed request is the query's error.
 */
export function useNftActivity(scope: ActivityScope | undefined) {
  const { chainId, apiUrl } = useRuntimeConfig()
  const valid = validScope(scope)
  return useQuery({
    queryKey: nftKeys.activity([chainId, apiUrl], valid ?? null),
    queryFn: ({ signal }): Promise<ActivityRow[]> =>
      valid ? fetchActivity({ chainId, apiUrl }, valid, signal) : Promise.resolve([]),
    refetchInterval: NFT_REFRESH_MS,
    retry: 1,
  })
}

export const useCollectionActivity = (collection: string | undefined) =>
  useNftActivity(collection === undefined ? undefined : { kind: 'collection', collection })

export const useTokenActivity = (collection: string | undefined, tokenId: string | undefined) =>
  useNftActivity(
    collection === undefined || tokenId === undefined
      ? undefined
      : { kind: 'token', collection, tokenId },
  )

export const useUserActivity = (account: string | undefined) =>
  useNftActivity(account === undefined ? undefined : { kind: 'user', account })

export type UserNft = {
  token: ApiToken
  /** Where it is (spec §4): from the owner list, which knows the profile picture. */
  location: NftLocation
}

/** Every NFT a wallet owns (every ownertokens page, then each token's details); [] when none or invalid. */
/** Spec §9: NFT tables refresh every 10 s. */
const NFT_TABLE_REFRESH_MS = 10_000

export function useUserNfts(account: string | undefined) {
  const { client } = useNftApi()
  const endpoint = useEndpointKey()
  const valid = parseNftAddress(account)
  return useQuery({
    queryKey: nftKeys.userNfts(endpoint, valid),
    queryFn: async ({ signal }): Promise<UserNft[]> => {
      if (!valid) return []
      const owned = Object.values(
        (await getAllOwnerTokens(client, { account: valid, signal })).data,
      )
      const tokens = await Promise.all(
        owned.map(async (reference) => {
          const item = await getToken(client, {
            collection: reference.collectionAddress,
            tokenId: reference.tokenId,
            signal,
          })
          return item ? { token: item.data, location: reference.nftLocation } : null
        }),
      )
      return tokens.filter((entry): entry is UserNft => entry !== null)
    },
    // NFTs arrive from outside the app too (a transfer, a purchase elsewhere): the spec's NFT
    // table refresh (10 s), while the page is visible.
    refetchInterval: valid ? NFT_TABLE_REFRESH_MS : false,
  })
}
