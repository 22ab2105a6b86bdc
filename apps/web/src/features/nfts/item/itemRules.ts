/**
 * What the item page shows of a token's attributes and place (pure rules, tested alone).
 */
import type { NftLocation, TokenAttribute } from '@ghost/sdk'
import { getNftLocation, Percent } from '@ghost/sdk'

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

/**
 * Where the item is (spec §4): the API's location (the index knows profile pictures); else the
 * rule itself: the ask of a minted token, the open signed order of one not minted yet.
 */
export function getItemLocation(token: {
  tokenId: string | null
  location: NftLocation | null
  currentAskPrice: string
  onOrder: 0 | 1
}): NftLocation | null {
  if (token.location) return token.location
  if (token.tokenId === null) return token.onOrder === 1 ? 'For Sale' : null
  return getNftLocation({ askPrice: token.currentAskPrice, onOrder: token.onOrder })
}
