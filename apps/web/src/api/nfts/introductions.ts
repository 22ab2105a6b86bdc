/** A token's introductions (spec §7 GET and POST `/collections/{address}/tokens/{id}/introductions`). */
import type { ApiIntroduction, ApiItem, ApiList } from '@ghost/sdk'
import { marketPath, type NftApiClient, readNftApi, sendNftApi } from './nftApiClient'
import { item, list } from './nftApiDecoders'

export type GetIntroductionsParameters = {
  collection: string
  tokenId: string | bigint
  signal?: AbortSignal | undefined
}

/**
 * A token's introductions, or null when the API failed (logged), for a screen that tells "none
 * yet" from "could not load".
 */
export function getIntroductionsOrNull(
  client: NftApiClient,
  { collection, tokenId, signal }: GetIntroductionsParameters,
): Promise<ApiList<ApiIntroduction> | null> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(
        client,
        'collections',
        collection,
        'tokens',
        String(tokenId),
        'introductions',
      ),
      decode: list(client.decoders.introduction),
      signal,
    },
    { fallback: null, failure: `Failed to fetch the introductions of ${collection} #${tokenId}` },
  )
}

/** A token's introductions; an empty list when the API failed (logged). */
export async function getIntroductions(
  client: NftApiClient,
  parameters: GetIntroductionsParameters,
): Promise<ApiList<ApiIntroduction>> {
  return (await getIntroductionsOrNull(client, parameters)) ?? { data: [], indexedTo: null }
}

export type PostIntroductionParameters = {
  collection: string
  tokenId: string | bigint
  content: string
  /** The signed-in wallet. */
  author: string
}

export function postIntroduction(
  client: NftApiClient,
  { collection, tokenId, content, author }: PostIntroductionParameters,
): Promise<ApiItem<ApiIntroduction>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'collections', collection, 'tokens', String(tokenId), 'introductions'),
    json: { content, author },
    auth: true,
    decode: item(client.decoders.introduction),
  })
}
