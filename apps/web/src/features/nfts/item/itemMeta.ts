/**
 * The item page's document title, description and share image (spec §2: '{item name} | GHOST'
 * with the item's description and thumbnail). The app sets them in the browser; the web server
 * writes the same values into the HTML a link-preview crawler fetches.
 */
import type { ApiToken } from '@ghost/sdk'
import { DEFAULT_META, TITLE_SUFFIX } from '../../../app/pageMeta'

export type NftItemMeta = { title: string; description: string; image: string | null }

/** The name an item shows: its own, else its collection's name and number. */
export function getNftItemName(
  token: Pick<ApiToken, 'name' | 'tokenId'> & { collection: { name: string } },
): string {
  const name = token.name.trim()
  if (name !== '') return name
  return token.tokenId === null
    ? token.collection.name
    : `${token.collection.name} #${token.tokenId}`.trim()
}

/**
 * Title, description and thumbnail of an item; `defaultDescription` (already translated in the
 * browser) stands in for an item without a description.
 */
export function getNftItemMeta(
  token: Pick<ApiToken, 'name' | 'tokenId' | 'description' | 'image'> & {
    collection: { name: string }
  },
  defaultDescription: string = DEFAULT_META.description,
): NftItemMeta {
  const description = token.description.trim()
  return {
    title: `${getNftItemName(token)} | ${TITLE_SUFFIX}`,
    description: description === '' ? defaultDescription : description,
    image: token.image.thumbnail ?? token.image.original,
  }
}
