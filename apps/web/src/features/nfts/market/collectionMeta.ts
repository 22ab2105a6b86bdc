/**
 * A collection page's document title, description and share image: '{collection name} | GHOST'
 * with its description and avatar (the item page's rule, itemMeta.ts). The app sets them in the
 * browser; a server that writes link previews can use the same values.
 */
import type { ApiCollection } from '@ghost/sdk'
import { DEFAULT_META, namedPageTitle } from '../../../app/pageMeta'

export type CollectionMeta = { title: string; description: string; image: string | null }

/** `defaultDescription` (already translated in the browser) stands in for an empty one. */
export function getCollectionMeta(
  collection: Pick<ApiCollection, 'name' | 'description' | 'avatar' | 'banner'>,
  defaultDescription: string = DEFAULT_META.description,
): CollectionMeta {
  const description = collection.description.trim()
  return {
    title: namedPageTitle(collection.name),
    description: description === '' ? defaultDescription : description,
    image: collection.avatar ?? collection.banner,
  }
}
