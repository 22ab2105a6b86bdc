/**
 * What the item page shows of a token's attributes and place (pure rules, tested alone).
 */
import type { NftLocation, TokenAttribute } from '@ghost/sdk'
import { Percent } from '@ghost/sdk'
import { msg } from '../../../i18n/msg'

export type AttributeRow = {
  traitType: string
  value: string
  /** Share of the collection's tokens with this value; null when the counts are not known. */
  rarity: Percent | null
}

/**
 * Each attribute with its rarity: the tokens of the collection having that value over all its
 * tokens (`attributesDistribution` and `total` of the collection's tokens answer).
 */
export function getAttributeRows(
  attributes: readonly TokenAttribute[],
  distribution: Record<string, Record<string, number>> | undefined,
  total: number | undefined,
): AttributeRow[] {
  return attributes.map(({ traitType, value }) => {
    const text = String(value)
    const count = distribution?.[traitType]?.[text]
    const rarity =
      count !== undefined && total !== undefined && total > 0 && count <= total
        ? new Percent(BigInt(count), BigInt(total))
        : null
    return { traitType, value: text, rarity }
  })
}

/** The location's message key (spec §3: For Sale, Profile Pic, In Wallet). */
export const LOCATION_LABELS: Record<NftLocation, string> = {
  'For Sale': msg('For Sale'),
  'Profile Pic': msg('Profile Pic'),
  'In Wallet': msg('In Wallet'),
}

/** Where a not-yet-minted token is: on sale through its creator's signed order. */
export function getItemLocation(token: {
  tokenId: string | null
  location: NftLocation | null
  onOrder: 0 | 1
}): NftLocation | null {
  if (token.location) return token.location
  if (token.tokenId === null) return token.onOrder === 1 ? 'For Sale' : null
  return null
}

/** The price the item is for sale at (wei), or null: the ask, else the open signed order's. */
export function getItemPrice(token: {
  currentAskPrice: string
  onOrderPrice: string | null
}): bigint | null {
  if (token.currentAskPrice !== '0') return BigInt(token.currentAskPrice)
  return token.onOrderPrice === null ? null : BigInt(token.onOrderPrice)
}
