/**
 * The token a lazy order sells, before it is minted: the API reads tokens by id only, so its
 * name, description, image and attributes come from the order's metadata file (`ipfs://{cid}`,
 * served by the API at `/ipfs/{cid}`), in the ERC-721 metadata shape the server writes.
 */
import { cidFromIpfsUri, parseMetadataAttribute, type TokenAttribute } from '@ghost/sdk'
import { DecodeError, type Decoder, record } from '../decode'
import { type NftApiClient, readNftApi } from './nftApiClient'
import { assetUrl } from './nftApiDecoders'

export type LazyTokenMetadata = {
  name: string
  description: string
  /** Absolute URL of the image. */
  image: string | null
  attributes: TokenAttribute[]
}

/** ERC-721 metadata (anyone's JSON): a text name is required, the rest is taken when sound. */
export function lazyTokenMetadataDecoder(apiUrl: string): Decoder<LazyTokenMetadata> {
  const asset = assetUrl(apiUrl)
  return (value, path) => {
    const { name, description, image, attributes } = record(value, path)
    if (typeof name !== 'string') throw new DecodeError(`${path}.name`, 'a name', name)
    let imageUrl: string | null = null
    try {
      imageUrl = image === undefined || image === null ? null : asset(image, `${path}.image`)
    } catch {
      imageUrl = null
    }
    return {
      name,
      description: typeof description === 'string' ? description : '',
      image: imageUrl,
      attributes: Array.isArray(attributes)
        ? attributes.map(parseMetadataAttribute).filter((attribute) => attribute !== undefined)
        : [],
    }
  }
}

export type GetLazyTokenMetadataParameters = {
  /** The order's token URI, `ipfs://{cid}`. */
  uri: string
  signal?: AbortSignal | undefined
}

/** The metadata, or null (not an IPFS URI we serve, or the API failed; logged). */
export async function getLazyTokenMetadata(
  client: NftApiClient,
  { uri, signal }: GetLazyTokenMetadataParameters,
): Promise<LazyTokenMetadata | null> {
  const cid = cidFromIpfsUri(uri)
  if (cid === null) return null
  return readNftApi(
    client,
    {
      method: 'GET',
      path: `/ipfs/${encodeURIComponent(cid)}`,
      decode: lazyTokenMetadataDecoder(client.apiUrl),
      signal,
    },
    { fallback: null, failure: `Failed to fetch the metadata ${uri}` },
  )
}
