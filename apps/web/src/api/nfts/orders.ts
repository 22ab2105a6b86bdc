/**
 * Creators' signed lazy orders (spec §7 orders/create, orders/cancel, orders?uid, orders/search).
 * A token is a collection and a token UID (the same UID in two collections names two tokens), so
 * reads and cancels name both. The API withdraws an order only once the factory's `cancelOrder`
 * retired it on chain, and serves the signature (v, r, s) of open orders only.
 */
import type { ApiItem, ApiList, ApiOpenOrder, ApiOrder, ApiOrderSearchResult } from '@ghost/sdk'
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

export type CancelOrderParameters = {
  tokenUID: string
  /** The token's collection. */
  collection: string
}

/** Tells the API an order was cancelled on chain (409 while the chain still has it open). */
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

/** An order a buyer can execute now: the only kind that carries its signature. */
export const isOpenOrder = (order: ApiOrder): order is ApiOpenOrder => order.status === 'open'

export type GetOrdersParameters = {
  uid: string
  /** The token's collection. */
  collection: string
  signal?: AbortSignal | undefined
}

/** Every order of one token with its status, newest first; an empty list when the API failed. */
export function getOrders(
  client: NftApiClient,
  { uid, collection, signal }: GetOrdersParameters,
): Promise<ApiList<ApiOrder>> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'orders'),
      query: { uid, collection },
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
