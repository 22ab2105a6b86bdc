/**
 * Creators' signed lazy orders (spec §7 orders/create, orders/cancel, orders?uid, orders/search).
 * Cancelling here only hides the order: the signature stays valid on chain until the creator
 * calls the factory's `cancelOrder` too.
 */
import type { ApiItem, ApiList, ApiOrder, ApiOrderSearchResult } from '@ghost/sdk'
import { marketPath, type NftApiClient, readNftApi, sendNftApi } from './nftApiClient'
import { item, list } from './nftApiDecoders'

export type CreateOrderParameters = {
  tokenUID: string
  creator: string
  /** Wei, decimal. */
  price: string
  data: { collection: string; uri: string; expiry: number; nonce: string }
  v: number
  r: string
  s: string
}

/** Publishes an order the creator signed (EIP-712, the factory's domain). */
export function createOrder(
  client: NftApiClient,
  body: CreateOrderParameters,
): Promise<ApiItem<ApiOrder>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'orders', 'create'),
    json: body,
    auth: true,
    decode: item(client.decoders.order),
  })
}

export type CancelOrderParameters = { tokenUID: string }

export function cancelOrder(
  client: NftApiClient,
  body: CancelOrderParameters,
): Promise<ApiItem<ApiOrder>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'orders', 'cancel'),
    json: body,
    auth: true,
    decode: item(client.decoders.order),
  })
}

const emptyList = <Item>(): ApiList<Item> => ({ data: [], indexedTo: null })

export type GetOrdersParameters = { uid: string; signal?: AbortSignal | undefined }

/** Every order of one token UID with its status; an empty list when the API failed. */
export function getOrders(
  client: NftApiClient,
  { uid, signal }: GetOrdersParameters,
): Promise<ApiList<ApiOrder>> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'orders'),
      query: { uid },
      decode: list(client.decoders.order),
      signal,
    },
    { fallback: emptyList<ApiOrder>(), failure: `Failed to fetch the orders of ${uid}` },
  )
}

/** Spec §7's three searches: by creator, by collection, by collection and token id. */
export type SearchOrdersParameters = (
  | { creator: string; collection?: undefined; tokenId?: undefined }
  | { collection: string; tokenId?: string | bigint | undefined; creator?: undefined }
) & {
  /** Only open orders (not executed, cancelled or expired). */
  onOrder?: boolean | undefined
  signal?: AbortSignal | undefined
}

export function searchOrders(
  client: NftApiClient,
  { creator, collection, tokenId, onOrder, signal }: SearchOrdersParameters,
): Promise<ApiList<ApiOrderSearchResult>> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'orders', 'search'),
      query: {
        creator,
        collection,
        tokenId: tokenId === undefined ? undefined : String(tokenId),
        onOrder: onOrder === undefined ? undefined : Number(onOrder),
      },
      decode: list(client.decoders.orderSearchResult),
      signal,
    },
    { fallback: emptyList<ApiOrderSearchResult>(), failure: 'Failed to search orders' },
  )
}
