/**
 * A token row (tokenQuery) as the API answers it: spec §3's server-side token with the indexed
 * chain state beside it, attributes always in the `{traitType, value, displayType}` shape.
 */
import {
  type ApiImage,
  type ApiToken,
  cidFromIpfsUri,
  type NftLocation,
  type TokenAttribute,
} from '@ghost/sdk'
import type { Json } from '../db/columns'
import { ipfsPath } from './context'
import type { TokenRow } from './tokenQuery'

const LOCATIONS: readonly string[] = [
  'For Sale',
  'Profile Pic',
  'In Wallet',
] satisfies NftLocation[]

const isRecord = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The attributes of either source: market_token's `traitType`/`displayType` or a metadata
 * file's `trait_type`/`display_type`. Elements without a text trait and a text or number value
 * (metadata files are anyone's JSON) are left out.
 */
export function toTokenAttributes(attributes: Json | null, described: boolean): TokenAttribute[] {
  if (!Array.isArray(attributes)) return []
  const [traitKey, displayKey] = described
    ? ['traitType', 'displayType']
    : ['trait_type', 'display_type']
  const result: TokenAttribute[] = []
  for (const element of attributes) {
    if (!isRecord(element)) continue
    const traitType = element[traitKey]
    const value = element.value
    const displayType = element[displayKey]
    if (typeof traitType !== 'string') continue
    if (typeof value !== 'string' && typeof value !== 'number') continue
    result.push({
      traitType,
      value,
      displayType: typeof displayType === 'string' ? displayType : null,
    })
  }
  return result
}

function imageOf(row: TokenRow): ApiImage {
  if (row.image_cid !== null) {
    return {
      original: ipfsPath(row.image_cid),
      thumbnail: ipfsPath(row.thumbnail_cid ?? row.image_cid),
    }
  }
  // A minted token nobody described through the API: its metadata's image, when it is ours.
  const cid = row.image === null ? null : cidFromIpfsUri(row.image)
  const path = cid === null ? null : ipfsPath(cid)
  return { original: path, thumbnail: path }
}

export function toApiToken(row: TokenRow): ApiToken {
  const location = row.location !== null && LOCATIONS.includes(row.location) ? row.location : null
  return {
    tokenId: row.token_id,
    name: row.name ?? '',
    description: row.description ?? '',
    attributes: toTokenAttributes(row.attributes, row.described),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    image: imageOf(row),
    cid: (row.metadata_url === null ? null : cidFromIpfsUri(row.metadata_url)) ?? row.metadata_cid,
    tokenUID: row.token_uid,
    onOrder: row.on_order_price === null ? 0 : 1,
    onOrderPrice: row.on_order_price,
    collection: { name: row.collection_name, address: row.collection },
    owner: row.owner,
    location: location as NftLocation | null,
    currentAskPrice: row.current_ask_price,
    currentSeller: row.current_seller,
    isTradable: row.is_tradable,
    metadataUrl: row.metadata_url,
  }
}
