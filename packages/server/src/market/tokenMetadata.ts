/**
 * The ERC-721 metadata JSON a token's URI (`ipfs://{cid}`) names, built from what a creator sends
 * to datapost. Keys are the standard's snake_case ones, which the indexer reads at mint time
 * (nft/metadata.ts: `trait_type`), not the API's camelCase.
 */
import {
  MAX_DISPLAY_TYPE_LENGTH,
  MAX_TOKEN_ATTRIBUTES,
  MAX_TOKEN_DESCRIPTION_LENGTH,
  MAX_TOKEN_NAME_LENGTH,
  MAX_TRAIT_TYPE_LENGTH,
  MAX_TRAIT_VALUE_LENGTH,
  type TokenAttribute,
  toIpfsUri,
} from '@ghost/sdk'
import { z } from 'zod'

// the sdk's, so the create form refuses exactly what datapost refuses
export const MAX_NAME_LENGTH = MAX_TOKEN_NAME_LENGTH
export const MAX_DESCRIPTION_LENGTH = MAX_TOKEN_DESCRIPTION_LENGTH
export const MAX_ATTRIBUTES = MAX_TOKEN_ATTRIBUTES

/** Spec §3 token attribute, as the API takes it. */
export const tokenAttributeSchema = z.strictObject({
  traitType: z.string().trim().min(1).max(MAX_TRAIT_TYPE_LENGTH),
  value: z.union([z.string().max(MAX_TRAIT_VALUE_LENGTH), z.number().finite()]),
  displayType: z.string().trim().min(1).max(MAX_DISPLAY_TYPE_LENGTH).nullable().default(null),
})

export const tokenAttributesSchema = z.array(tokenAttributeSchema).max(MAX_ATTRIBUTES)

export type TokenMetadataInput = {
  name: string
  description: string
  /** CID of the uploaded original. */
  imageCid: string
  attributes: TokenAttribute[]
}

type MetadataAttribute = { trait_type: string; value: string | number; display_type?: string }

export type Erc721Metadata = {
  name: string
  description: string
  image: string
  attributes: MetadataAttribute[]
}

/**
 * @example
 * buildTokenMetadata({ name: 'Ghost #1', description: '', imageCid: 'bafy…',
 *   attributes: [{ traitType: 'Eyes', value: 'Red', displayType: null }] })
 * // { name: 'Ghost #1', description: '', image: 'ipfs://bafy…',
 * //   attributes: [{ trait_type: 'Eyes', value: 'Red' }] }
 */
export function buildTokenMetadata(input: TokenMetadataInput): Erc721Metadata {
  return {
    name: input.name,
    description: input.description,
    image: toIpfsUri(input.imageCid),
    attributes: input.attributes.map(({ traitType, value, displayType }) =>
      displayType === null
        ? { trait_type: traitType, value }
        : { trait_type: traitType, value, display_type: displayType },
    ),
  }
}

/** The metadata file's bytes: UTF-8 JSON, so its CID is the same for the same content. */
export function encodeTokenMetadata(metadata: Erc721Metadata): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(metadata))
}
