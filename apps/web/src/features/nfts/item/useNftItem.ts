/**
 * Everything the item page reads, by the kind of item its URL names: a minted token (the shared
 * token, collection and collection-tokens hooks of data/), or a token a signed order sells before
 * it is minted (its orders by UID, its metadata, and the minted id once the order is executed).
 */
import type { ApiCollection, ApiOrder, ApiToken } from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import {
  nftLazyMetadataQuery,
  nftMintedIdOfUidQuery,
  nftOrdersByUidQuery,
} from '../../../api/nfts/nftQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { useCollection, useCollectionTokens, useNftToken } from '../data/hooks'
import type { NftItemKey } from './itemRoute'
import { getUnmintedItem, unmintedOrders } from './unmintedItem'

/** The collection's first page of tokens with its trait counts (rarity, more from it). */
export type ItemCollectionTokens = {
  tokens: readonly ApiToken[]
  total: number
  attributesDistribution: Record<string, Record<string, number>>
}

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
      /** The latest order of a token not minted yet, open or not; null for a minted token. */
      described: ApiOrder | null
      /** Undefined until loaded. */
      collectionTokens: ItemCollectionTokens | undefined
    }

export function useNftItem(key: NftItemKey): NftItemData {
  const { client } = useNftApi()
  const { collection: address } = key
  const minted = key.kind === 'minted' ? key.tokenId : undefined
  const uid = key.kind === 'unminted' ? key.tokenUID : undefined

  const collection = useCollection(address)
  // The collection's reads wait until it is known: an address where no collection lives asks
  // nothing more, so its not-found page fires no failing request.
  const known = collection.data ? address : undefined
  const page = useCollectionTokens(known)
  const collectionTokens: ItemCollectionTokens | undefined = page.data
    ? {
        tokens: page.tokens,
        total: page.total,
        attributesDistribution: page.attributesDistribution,
      }
    : undefined
  // a token the URL does not name is asked as undefined: the hook answers null without a request
  const token = useNftToken(known, minted)

  const orders = useQuery({
    ...nftOrdersByUidQuery(client, address, uid),
    enabled: uid !== undefined && known !== undefined,
  })
  const { executed, described } = unmintedOrders(orders.data?.data, address)
  const listed = uid ? page.tokens.find((listedToken) => listedToken.tokenUID === uid) : undefined
  const metadata = useQuery({
    ...nftLazyMetadataQuery(client, described?.uri),
    enabled: described !== null && listed === undefined,
  })
  const mintedId = useQuery({
    ...nftMintedIdOfUidQuery(client, address, uid),
    enabled: executed,
  })

  if (collection.isPending) return { status: 'loading' }
  const collectionData = collection.data ?? null
  if (collectionData === null) return { status: 'not-found' }
  if (key.kind === 'minted') {
    if (token.isPending) return { status: 'loading' }
    if (!token.data) return { status: 'not-found' }
    return {
      status: 'ready',
      token: token.data,
      collection: collectionData,
      order: null,
      described: null,
      collectionTokens,
    }
  }
  const item = getUnmintedItem({
    collection: address,
    tokenUID: key.tokenUID,
    orders: orders.isPending ? undefined : (orders.data?.data ?? []),
    listed,
    metadata: metadata.isPending ? undefined : metadata.data,
    mintedId: mintedId.isPending ? undefined : mintedId.data,
    collectionData,
  })
  return item.status === 'ready' ? { ...item, collection: collectionData, collectionTokens } : item
}
