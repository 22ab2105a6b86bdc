/**
 * Everything the item page reads, by the kind of item its URL names: a minted token (the API's
 * token, its collection and the collection's trait counts), or a token a signed order sells
 * before it is minted (the order, its metadata, and the minted id once the order is executed).
 */
import type { ApiCollection, ApiCollectionTokens, ApiOrder, ApiToken } from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import { getCollection, getCollectionTokens, getToken } from '../api/collectionReads'
import { getLazyTokenMetadata } from '../api/lazyTokenReads'
import { getOrders, searchOrders } from '../api/orders'
import { useNftApi } from '../api/useNftApi'
import type { NftItemKey } from './itemRoute'

export type NftItemData =
  | { status: 'loading' }
  | { status: 'not-found' }
  /** The order was executed: the token now lives under its id. */
  | { status: 'minted-elsewhere'; tokenId: string }
  | {
      status: 'ready'
      token: ApiToken
      collection: ApiCollection | null
      /** The open lazy order of a token not minted yet. */
      order: ApiOrder | null
      /** The collection's first page of tokens, with its trait counts. */
      collectionTokens: ApiCollectionTokens | undefined
    }

const STALE_MS = 10_000

export function nftQueryKey(...parts: readonly unknown[]) {
  return ['nfts', ...parts] as const
}

export function useNftItem(key: NftItemKey): NftItemData {
  const { client } = useNftApi()
  const { chainId } = client
  const { collection: address } = key
  const minted = key.kind === 'minted' ? key.tokenId : undefined
  const uid = key.kind === 'unminted' ? key.tokenUID : undefined

  const collection = useQuery({
    queryKey: nftQueryKey('collection', chainId, address),
    queryFn: ({ signal }) => getCollection(client, { address, signal }),
    staleTime: STALE_MS,
  })
  const collectionTokens = useQuery({
    queryKey: nftQueryKey('collectionTokens', chainId, address, 1),
    queryFn: ({ signal }) => getCollectionTokens(client, { address, page: 1, signal }),
    staleTime: STALE_MS,
  })
  const token = useQuery({
    queryKey: nftQueryKey('token', chainId, address, minted),
    enabled: minted !== undefined,
    queryFn: ({ signal }) =>
      getToken(client, { collection: address, tokenId: minted ?? '', signal }),
    staleTime: STALE_MS,
  })
  const orders = useQuery({
    queryKey: nftQueryKey('orders', chainId, uid),
    enabled: uid !== undefined,
    queryFn: ({ signal }) => getOrders(client, { uid: uid ?? '', signal }),
    staleTime: STALE_MS,
  })
  const sameCollection = orders.data?.data.filter((order) => order.collection === address) ?? []
  const open = sameCollection.find((order) => order.status === 'open') ?? null
  const executed = sameCollection.some((order) => order.status === 'executed')
  const described = sameCollection[0] ?? null
  const metadata = useQuery({
    queryKey: nftQueryKey('lazyMetadata', chainId, described?.uri),
    enabled: described !== null,
    queryFn: ({ signal }) => getLazyTokenMetadata(client, { uri: described?.uri ?? '', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const mintedId = useQuery({
    queryKey: nftQueryKey('orderSearch', chainId, address, uid),
    enabled: executed,
    queryFn: async ({ signal }) => {
      const { data } = await searchOrders(client, { collection: address, signal })
      return data.find((result) => result.tokenUID === uid)?.tokenId ?? null
    },
  })

  if (key.kind === 'minted') {
    if (token.isPending) return { status: 'loading' }
    const data = token.data?.data
    if (!data) return { status: 'not-found' }
    return {
      status: 'ready',
      token: data,
      collection: collection.data?.data ?? null,
      order: null,
      collectionTokens: collectionTokens.data,
    }
  }
  if (orders.isPending) return { status: 'loading' }
  if (!described) return { status: 'not-found' }
  if (executed) {
    if (mintedId.isPending) return { status: 'loading' }
    if (mintedId.data) return { status: 'minted-elsewhere', tokenId: mintedId.data }
  }
  const collectionData = collection.data?.data ?? null
  // the collection's page holds the API's own view of it (with its thumbnail) when it is there
  const listed = collectionTokens.data?.data.find((listedToken) => listedToken.tokenUID === uid)
  if (listed) {
    return {
      status: 'ready',
      token: listed,
      collection: collectionData,
      order: open,
      collectionTokens: collectionTokens.data,
    }
  }
  if (metadata.isPending) return { status: 'loading' }
  const description = metadata.data
  if (!description) return { status: 'not-found' }
  return {
    status: 'ready',
    token: {
      tokenId: null,
      name: description.name,
      description: description.description,
      attributes: description.attributes,
      createdAt: described.createdAt,
      updatedAt: described.updatedAt,
      image: { original: description.image, thumbnail: description.image },
      cid: null,
      tokenUID: key.tokenUID,
      onOrder: open ? 1 : 0,
      onOrderPrice: open?.price ?? null,
      collection: { name: collectionData?.name ?? '', address },
      owner: null,
      location: null,
      currentAskPrice: '0',
      currentSeller: open?.creator ?? null,
      isTradable: open !== null,
      metadataUrl: described.uri,
    },
    collection: collectionData,
    order: open,
    collectionTokens: collectionTokens.data,
  }
}
