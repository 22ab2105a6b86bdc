/**
 * A collection's page on the market (spec §7 store, update, addressupdate, destroy). Only the
 * collection's on-chain owner may write it: sign in first. Each throws `NftApiError` with the
 * server's message when refused.
 */
import type { ApiCollection, ApiItem } from '@ghost/sdk'
import { address as addressDecoder, object } from '../decode'
import { marketPath, type NftApiClient, sendNftApi } from './nftApiClient'
import { item } from './nftApiDecoders'

export type StoreCollectionParameters = {
  address: string
  name: string
  description: string
  /** CID of an earlier upload (product 'collection'). */
  avatar?: string | undefined
  banner?: string | undefined
}

/** Creates the market page of a collection the session's wallet owns. */
export function storeCollection(
  client: NftApiClient,
  body: StoreCollectionParameters,
): Promise<ApiItem<ApiCollection>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'collections', 'store'),
    json: body,
    auth: true,
    decode: client.decoders.collectionItem,
  })
}

export type UpdateCollectionParameters = {
  address: string
  name?: string | undefined
  description?: string | undefined
  avatar?: string | undefined
  banner?: string | undefined
}

export function updateCollection(
  client: NftApiClient,
  body: UpdateCollectionParameters,
): Promise<ApiItem<ApiCollection>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'collections', 'update'),
    json: body,
    auth: true,
    decode: client.decoders.collectionItem,
  })
}

export type UpdateCollectionAddressParameters = { address: string; newAddress: string }

/** Moves the page to another contract; the wallet must own both. */
export function updateCollectionAddress(
  client: NftApiClient,
  body: UpdateCollectionAddressParameters,
): Promise<ApiItem<ApiCollection>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'collections', 'addressupdate'),
    json: body,
    auth: true,
    decode: client.decoders.collectionItem,
  })
}

export type DestroyCollectionParameters = { address: string; owner: string }

export function destroyCollection(
  client: NftApiClient,
  body: DestroyCollectionParameters,
): Promise<ApiItem<{ address: string }>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'collections', 'destroy'),
    json: body,
    auth: true,
    decode: item(object<{ address: string }>({ address: addressDecoder })),
  })
}
