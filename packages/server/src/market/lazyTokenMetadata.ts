import type { TokenAttribute } from '@ghost/sdk'
import { cidFromIpfsUri, parseMetadataAttribute } from '@ghost/sdk'
import sharp from 'sharp'

/** The token a lazy order sells, read from its metadata JSON (the order's uri). */
export type LazyTokenMetadata = {
  metadataCid: string
  name: string
  description: string
  attributes: TokenAttribute[]
  /** The metadata's `image: ipfs://{cid}`. */
  imageCid: string
}

/**
 * The fields of an ERC-721 metadata file (name, description, image, attributes with trait_type,
 * value, display_type); undefined unless it is JSON with a name and an `ipfs://` image. Malformed
 * attributes are left out rather than refusing the token.
 */
export function parseLazyTokenMetadata(
  metadataCid: string,
  bytes: Uint8Array,
): LazyTokenMetadata | undefined {
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const { name, description, image, attributes } = json as Record<string, unknown>
  const imageCid = typeof image === 'string' ? cidFromIpfsUri(image) : null
  if (typeof name !== 'string' || name === '' || imageCid === null) return undefined
  return {
    metadataCid,
    name,
    description: typeof description === 'string' ? description : '',
    attributes: Array.isArray(attributes)
      ? attributes.map(parseMetadataAttribute).filter((attribute) => attribute !== undefined)
      : [],
    imageCid,
  }
}

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  // the devnet's generated art; uploads never store SVG (they refuse it)
  svg: 'image/svg+xml',
}

/** The image's type from its content, for a market_token row no upload described. */
export async function imageTypeOf(bytes: Uint8Array): Promise<string> {
  try {
    const { format } = await sharp(bytes).metadata()
    return MIME_TYPES[format] ?? 'application/octet-stream'
  } catch {
    return 'application/octet-stream'
  }
}
