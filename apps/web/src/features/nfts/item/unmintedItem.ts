/**
 * What the page of a not-yet-minted token (addressed by its token UID) shows, from what has
 * loaded so far: pure, so each case is tested alone.
 */
import type { ApiCollection, ApiOrder, ApiToken } from '@ghost/sdk'
import type { LazyTokenMetadata } from '../../../api/nfts/lazyTokenReads'

export type UnmintedItemInputs = {
  collection: string
  tokenUID: string
  /** The UID's orders; undefined while loading. */
  orders: readonly ApiOrder[] | undefined
  /** The token as the collection's tokens page lists it, when it is there. */
  listed: ApiToken | undefined
  /** The order's metadata: undefined while loading, null when unreadable. */
  metadata: LazyTokenMetadata | null | undefined
  /** The minted id of an executed order: undefined while loading, null when unknown. */
  mintedId: string | null | undefined
  collectionData: ApiCollection | null
}

export type UnmintedItem =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'minted-elsewhere'; tokenId: string }
  | {
      status: 'ready'
      token: ApiToken
      order: ApiOrder | null
      /** The token's latest order, open or not: what it was described with (uri, collection). */
      described: ApiOrder
    }

/** The UID's orders in this collection: the open one, whether one was executed, the latest. */
export function unmintedOrders(orders: readonly ApiOrder[] | undefined, collection: string) {
  const ofCollection = orders?.filter((order) => order.collection === collection) ?? []
  return {
    open: ofCollection.find((order) => order.status === 'open') ?? null,
    executed: ofCollection.some((order) => order.status === 'executed'),
    described: ofCollection[0] ?? null,
  }
}

export function getUnmintedItem(inputs: UnmintedItemInputs): UnmintedItem {
  const { collection, tokenUID, orders, listed, metadata, mintedId, collectionData } = inputs
  if (orders === undefined) return { status: 'loading' }
  const { open, executed, described } = unmintedOrders(orders, collection)
  if (!described) return { status: 'not-found' }
  if (executed) {
    if (mintedId === undefined) return { status: 'loading' }
    if (mintedId !== null) return { status: 'minted-elsewhere', tokenId: mintedId }
  }
  // the collection's page holds the API's own view of the token (with its thumbnail)
  if (listed) return { status: 'ready', token: listed, order: open, described }
  if (metadata === undefined) return { status: 'loading' }
  if (metadata === null) return { status: 'not-found' }
  return {
    status: 'ready',
    order: open,
    described,
    token: {
      tokenId: null,
      name: metadata.name,
      description: metadata.description,
      attributes: metadata.attributes,
      createdAt: described.createdAt,
      updatedAt: described.updatedAt,
      image: { original: metadata.image, thumbnail: metadata.image },
      cid: null,
      tokenUID,
      onOrder: open ? 1 : 0,
      onOrderPrice: open?.price ?? null,
      collection: { name: collectionData?.name ?? '', address: collection },
      owner: null,
      location: null,
      currentAskPrice: '0',
      currentSeller: open?.creator ?? null,
      isTradable: open !== null,
      metadataUrl: described.uri,
    },
  }
}
