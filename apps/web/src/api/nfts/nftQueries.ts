/**
 * The NFT market's reads as react-query options (`useQuery(nftCollectionQuery(client, a))`):
 * one place holds each read's key, request and refresh. Keys come from `nftKeys`, so every NFT
 * write refreshes them all through `nftKeys.all`. Each accepts an undefined or malformed
 * argument, already parsed by the screen, and then settles on null or an empty list unasked.
 */
import type {
  ApiCollection,
  ApiCollectionTokens,
  ApiOpenOrder,
  ApiTemplate,
  ApiToken,
  NftLocation,
} from '@ghost/sdk'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { type ActivityRow, type ActivityScope, fetchActivity } from './activity'
import {
  getAllOwnerTokens,
  getCollection,
  getCollections,
  getNewestTokens,
  getToken,
  isCollectionNameUnique,
} from './collectionReads'
import {
  type CollectionTokensQuery,
  fetchCollectionTokens,
  nextTokensPage,
} from './collectionTokensQuery'
import { getLazyTokenMetadata } from './lazyTokenReads'
import type { NftApiClient } from './nftApiClient'
import { type NftEndpointKey, nftKeys } from './nftKeys'
import { getOrders, isOpenOrder, searchOrders } from './orders'
import { getTemplates } from './templates'

/** Spec §9: NFT tables refresh every 10 s. */
export const NFT_REFRESH_MS = 10_000

/** The most collections a list asks for (the API's page size cap). */
export const COLLECTIONS_PAGE_SIZE = 100

const OWN_COLLECTIONS_SIZE = 100
const OWN_TEMPLATES_SIZE = 50

const endpointOf = (client: NftApiClient): NftEndpointKey => [client.chainId, client.apiUrl]

export type UserNft = {
  token: ApiToken
  /** Where it is (spec §4): from the owner list, which knows the profile picture. */
  location: NftLocation
}

export const nftCollectionsQuery = (client: NftApiClient) =>
  queryOptions({
    queryKey: nftKeys.collections(endpointOf(client)),
    queryFn: async ({ signal }): Promise<ApiCollection[]> =>
      (await getCollections(client, { page: 1, size: COLLECTIONS_PAGE_SIZE, signal })).data,
    refetchInterval: NFT_REFRESH_MS,
  })

/** null when the address is malformed (undefined) or unknown. */
export const nftCollectionQuery = (client: NftApiClient, address: string | undefined) =>
  queryOptions({
    queryKey: nftKeys.collection(endpointOf(client), address),
    queryFn: async ({ signal }): Promise<ApiCollection | null> =>
      address ? ((await getCollection(client, { address, signal }))?.data ?? null) : null,
  })

/** The API's view of a token with its owner and location; null when malformed or unknown. */
export const nftTokenQuery = (
  client: NftApiClient,
  collection: string | undefined,
  tokenId: string | undefined,
) =>
  queryOptions({
    queryKey: nftKeys.token(endpointOf(client), collection, tokenId),
    queryFn: async ({ signal }): Promise<ApiToken | null> =>
      collection && tokenId
        ? ((await getToken(client, { collection, tokenId, signal }))?.data ?? null)
        : null,
  })

/** A collection's tokens page by page (100 each, spec §9); disabled for a malformed address. */
export const nftCollectionTokensQuery = (
  client: NftApiClient,
  address: string | undefined,
  query: CollectionTokensQuery,
) =>
  infiniteQueryOptions({
    queryKey: nftKeys.collectionTokens(endpointOf(client), address, query),
    enabled: address !== undefined,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<ApiCollectionTokens> =>
      fetchCollectionTokens(client, { address: address ?? '', query, page: pageParam, signal }),
    getNextPageParam: nextTokensPage,
  })

/**
 * The open signed (lazy) order that sells a token, from the order search then the orders of
 * its UID; null when there is none.
 */
export const nftOpenOrderQuery = (
  client: NftApiClient,
  collection: string | undefined,
  tokenId: string | undefined,
) =>
  queryOptions({
    queryKey: nftKeys.order(endpointOf(client), collection, tokenId),
    queryFn: async ({ signal }): Promise<ApiOpenOrder | null> => {
      if (!collection || !tokenId) return null
      const found = await searchOrders(client, { collection, tokenId, onOrder: true, signal })
      const uid = found.data[0]?.tokenUID
      if (!uid) return null
      const orders = await getOrders(client, { uid, collection, signal })
      return orders.data.find(isOpenOrder) ?? null
    },
  })

/** Every order of a token not minted yet (by its UID); disabled until both are known. */
export const nftOrdersByUidQuery = (
  client: NftApiClient,
  collection: string,
  uid: string | undefined,
) =>
  queryOptions({
    queryKey: nftKeys.ordersByUid(endpointOf(client), collection, uid),
    enabled: uid !== undefined,
    queryFn: ({ signal }) => getOrders(client, { uid: uid ?? '', collection, signal }),
  })

/** The metadata a signed order points at (immutable: its URI is content-addressed). */
export const nftLazyMetadataQuery = (client: NftApiClient, uri: string | undefined) =>
  queryOptions({
    queryKey: nftKeys.lazyMetadata(endpointOf(client), uri),
    enabled: uri !== undefined,
    queryFn: ({ signal }) => getLazyTokenMetadata(client, { uri: uri ?? '', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The id a lazily sold token was minted with, null until the index links it. */
export const nftMintedIdOfUidQuery = (
  client: NftApiClient,
  collection: string,
  uid: string | undefined,
) =>
  queryOptions({
    queryKey: nftKeys.mintedIdOfUid(endpointOf(client), collection, uid),
    queryFn: async ({ signal }): Promise<string | null> => {
      const { data } = await searchOrders(client, { collection, signal })
      return data.find((result) => result.tokenUID === uid)?.tokenId ?? null
    },
  })

/** The newest items on sale (spec §7 `collections/tokens/newest?onOrder=1&updateDesc=1`). */
export const nftNewestListedQuery = (client: NftApiClient, first: number) =>
  queryOptions({
    queryKey: nftKeys.newest(endpointOf(client), first),
    queryFn: async ({ signal }): Promise<ApiToken[]> =>
      (await getNewestTokens(client, { onOrder: true, updateDesc: true, first, signal })).data,
    refetchInterval: NFT_REFRESH_MS,
  })

/**
 * Asks and trades of the market, a collection, a token or a user, newest first (GraphQL). A
 * malformed scope (undefined) answers an empty list; a failed request is the query's error.
 */
export const nftActivityQuery = (client: NftApiClient, scope: ActivityScope | undefined) =>
  queryOptions({
    queryKey: nftKeys.activity(endpointOf(client), scope ?? null),
    queryFn: ({ signal }): Promise<ActivityRow[]> =>
      scope ? fetchActivity(client, scope, signal) : Promise.resolve([]),
    refetchInterval: NFT_REFRESH_MS,
    retry: 1,
  })

/** Every NFT a wallet owns (every ownertokens page, then each token); [] when none or invalid. */
export const nftUserNftsQuery = (client: NftApiClient, account: string | undefined) =>
  queryOptions({
    queryKey: nftKeys.userNfts(endpointOf(client), account),
    queryFn: async ({ signal }): Promise<UserNft[]> => {
      if (!account) return []
      const owned = Object.values((await getAllOwnerTokens(client, { account, signal })).data)
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
    refetchInterval: account ? NFT_REFRESH_MS : false,
  })

/** The collections whose contract `account` owns (indexed owner), by name. */
export const nftOwnCollectionsQuery = (client: NftApiClient, account: string | undefined) =>
  queryOptions({
    queryKey: nftKeys.create.ownCollections(client.chainId, account),
    enabled: account !== undefined,
    queryFn: async ({ signal }): Promise<ApiCollection[]> => {
      const page = await getCollections(client, { size: OWN_COLLECTIONS_SIZE, signal })
      return page.data
        .filter((collection) => collection.owner?.toLowerCase() === account)
        .sort((a, b) => a.name.localeCompare(b.name))
    },
  })

/** Whether a collection name is free (`collections/isunique?key=name&value=`); '' asks nothing. */
export const nftCollectionNameUniqueQuery = (client: NftApiClient, name: string) =>
  queryOptions({
    queryKey: nftKeys.create.nameUnique(client.chainId, name.toLowerCase()),
    enabled: name !== '',
    queryFn: ({ signal }) => isCollectionNameUnique(client, { name, signal }),
    staleTime: 5_000,
  })

/** `account`'s templates, newest first. */
export const nftOwnTemplatesQuery = (client: NftApiClient, account: string | undefined) =>
  queryOptions({
    queryKey: nftKeys.create.templates(client.chainId, account),
    enabled: account !== undefined,
    queryFn: async ({ signal }): Promise<ApiTemplate[]> =>
      (await getTemplates(client, { author: account, size: OWN_TEMPLATES_SIZE, signal })).data,
  })
