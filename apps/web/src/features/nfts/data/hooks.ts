/**
 * react-query hooks over the NFT REST API and the GraphQL index, shared by every NFT screen (the
 * reads themselves are the api's `nft…Query` factories, one function each so a route bundles
 * only the reads it uses). Each accepts undefined or malformed input (a bad URL) and then
 * answers a settled not-found state (null, an empty list) without asking the API.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ActivityScope } from '../../../api/nfts/activity'
import {
  activeTraits,
  type CollectionTokensQuery,
  DEFAULT_TOKENS_QUERY,
  mergeTokenPages,
} from '../../../api/nfts/collectionTokensQuery'
import {
  nftActivityQuery,
  nftCollectionQuery,
  nftCollectionsQuery,
  nftCollectionTokensQuery,
  nftNewestListedQuery,
  nftOpenOrderQuery,
  nftTokenQuery,
  nftUserNftsQuery,
} from '../../../api/nfts/nftQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { BLOCK_POLL_INTERVAL_MS } from '../../../chain/block/createBlockPoller'
import { parseNftAddress, parseTokenId } from './params'

export { COLLECTIONS_PAGE_SIZE, NFT_REFRESH_MS, type UserNft } from '../../../api/nfts/nftQueries'

export function useCollections() {
  const { client } = useNftApi()
  return useQuery(nftCollectionsQuery(client))
}

/** One collection; `data` is null when the address is malformed or unknown. */
export function useCollection(address: string | undefined) {
  const { client } = useNftApi()
  return useQuery(nftCollectionQuery(client, parseNftAddress(address)))
}

/** One token (API view with its owner and location); null when malformed or unknown. */
export function useNftToken(collection: string | undefined, tokenId: string | undefined) {
  const { client } = useNftApi()
  const address = parseNftAddress(collection)
  const id = parseTokenId(tokenId)
  return useQuery({
    ...nftTokenQuery(client, address, id),
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
  const valid = parseNftAddress(address)
  const stable = useMemo(
    () => ({
      ordering: query.ordering,
      onSale: query.onSale,
      traits: activeTraits(query.traits),
    }),
    [query.ordering, query.onSale, query.traits],
  )
  const result = useInfiniteQuery(nftCollectionTokensQuery(client, valid, stable))
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
  return useQuery(nftOpenOrderQuery(client, parseNftAddress(collection), parseTokenId(tokenId)))
}

/** The newest items on sale (spec §7 `collections/tokens/newest?onOrder=1&updateDesc=1`). */
export function useNewestListedTokens(first = 20) {
  const { client } = useNftApi()
  return useQuery(nftNewestListedQuery(client, first))
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
  const { client } = useNftApi()
  return useQuery(nftActivityQuery(client, validScope(scope)))
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

/** Every NFT a wallet owns (every ownertokens page, then each token's details); [] when none or invalid. */
export function useUserNfts(account: string | undefined) {
  const { client } = useNftApi()
  return useQuery(nftUserNftsQuery(client, parseNftAddress(account)))
}
