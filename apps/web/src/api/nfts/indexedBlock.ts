/** How far the server's index has read the chain (`GET /v1/{chainId}/status`). */
import { count, type Decoder, nullable, object } from '../decode'
import { marketPath, type NftApiClient, readNftApi } from './nftApiClient'

const decodeCheckpoint: Decoder<number | null> = (value, path) =>
  object({ checkpoint: nullable(object({ blockNumber: count })) })(value, path).checkpoint
    ?.blockNumber ?? null

/** The last block whose events the API holds; null before the first or when the read failed (logged). */
export function getIndexedBlock(
  client: NftApiClient,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<number | null> {
  return readNftApi(
    client,
    { method: 'GET', path: marketPath(client, 'status'), decode: decodeCheckpoint, signal },
    { fallback: null, failure: 'Failed to read how far the NFT index has read the chain' },
  )
}
