/**
 * A token's introductions for a screen that tells "none yet" from "could not load": null when
 * the API failed (logged), where `getIntroductions` answers an empty list either way.
 */
import type { ApiIntroduction, ApiList } from '@ghost/sdk'
import { marketPath, type NftApiClient, readNftApi } from './nftApiClient'
import { list } from './nftApiDecoders'

export type GetIntroductionsOrNullParameters = {
  collection: string
  tokenId: string | bigint
  signal?: AbortSignal | undefined
}

export function getIntroductionsOrNull(
  client: NftApiClient,
  { collection, tokenId, signal }: GetIntroductionsOrNullParameters,
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
