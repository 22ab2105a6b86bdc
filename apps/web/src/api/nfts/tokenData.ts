/**
 * Making a token's data (spec §7 `/{product}/upload`, `/{product}/datapost`, `tokens/update`):
 * upload the image, store the metadata (before any mint or order: the index reads it then), and
 * link a lazily minted token to its id.
 */
import type { ApiDatapost, ApiItem, ApiUpload, TokenAttribute } from '@ghost/sdk'
import { address, digits, object } from '../decode'
import { marketPath, type NftApiClient, sendNftApi } from './nftApiClient'
import { bytes32, item } from './nftApiDecoders'

/** What an upload is for; the server keeps a fixed list. */
export type UploadProduct = 'nft' | 'collection'

export type UploadImageParameters = {
  product: UploadProduct
  file: Blob
  /** Sent as the part's file name (the server decides the type by content, not by name). */
  fileName?: string | undefined
}

/** Uploads one PNG, JPEG, GIF or WebP image (multipart field `file`). */
export function uploadImage(
  client: NftApiClient,
  { product, file, fileName = 'image' }: UploadImageParameters,
): Promise<ApiUpload> {
  const form = new FormData()
  form.append('file', file, fileName)
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, product, 'upload'),
    form,
    auth: true,
    decode: client.decoders.upload,
  })
}

export type PostTokenDataParameters = {
  collection: string
  name: string
  description: string
  attributes: TokenAttribute[]
  /** CID of an earlier upload with product 'nft'. */
  image: string
  /** bytes32; the server makes one when absent. */
  tokenUID?: string | undefined
}

/** Stores a new token's metadata; answers the URI to mint or sign. */
export function postTokenData(
  client: NftApiClient,
  body: PostTokenDataParameters,
): Promise<ApiDatapost> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'nft', 'datapost'),
    json: body,
    auth: true,
    decode: client.decoders.datapost,
  })
}

export type UpdateTokenParameters = {
  tokenUID: string
  tokenId: string
  collection?: string | undefined
}

export type UpdatedToken = { tokenUID: string; tokenId: string; collection: string }

/** Links a token sold lazily to the id it was minted with (its owner, after the purchase). */
export function updateToken(
  client: NftApiClient,
  body: UpdateTokenParameters,
): Promise<ApiItem<UpdatedToken>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'tokens', 'update'),
    json: body,
    auth: true,
    decode: item(object<UpdatedToken>({ tokenUID: bytes32, tokenId: digits, collection: address })),
  })
}
