/**
 * Link previews without JavaScript: the web server answers an NFT item's or collection's URL with
 * index.html carrying its title, description and image (`<title>`, description, Open Graph and
 * Twitter card tags), read from the market API with a short timeout and kept a minute. What the
 * API says does not exist (or a malformed address or token id) is titled as not found, as the page
 * itself says; a slow or broken API leaves the route's own title (see serve.ts).
 */

import { createNftApiDecoders } from '../../../api/nfts/nftApiDecoders'
import { namedPageTitle } from '../../../app/pageMeta'
import { parseNftAddress } from '../data/params'
import { getCollectionMeta } from '../market/collectionMeta'
import { getNftItemMeta, type NftItemMeta } from './itemMeta'
import { parseNftItemParams } from './itemRoute'

/** Text as it may stand in HTML content or a quoted attribute: nothing in it is markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export type LinkPreviewTarget =
  | { kind: 'item'; collection: string; tokenId: string }
  | { kind: 'collection'; collection: string }
  /** Params the page itself shows as not found, without asking the API. */
  | { kind: 'malformed'; of: 'item' | 'collection' }

/**
 * What an NFT path names: a minted item (`/nfts/collections/{address}/{tokenId}`), a collection
 * (`/nfts/collections/{address}`), malformed params, or null (another route, or a lazily minted
 * item's UID page, which keeps its route's title).
 */
export function linkPreviewTarget(pathname: string): LinkPreviewTarget | null {
  const item = /^\/nfts\/collections\/([^/]+)\/([^/]+)\/?$/.exec(pathname)
  if (item) {
    const key = parseNftItemParams(item[1], item[2])
    if (!key) return { kind: 'malformed', of: 'item' }
    return key.kind === 'minted'
      ? { kind: 'item', collection: key.collection, tokenId: key.tokenId }
      : null
  }
  const collection = /^\/nfts\/collections\/([^/]+)\/?$/.exec(pathname)
  if (!collection) return null
  const address = parseNftAddress(collection[1])
  return address
    ? { kind: 'collection', collection: address }
    : { kind: 'malformed', of: 'collection' }
}

/** The title of an item or collection that does not exist, as its page is headed. */
export function notFoundMeta(of: 'item' | 'collection', description: string): NftItemMeta {
  const heading = of === 'item' ? 'NFT not found' : 'Collection not found'
  return { title: namedPageTitle(heading), description, image: null }
}

/** index.html with the page's title and description in place and the share tags added. */
export function renderLinkPreview(html: string, meta: NftItemMeta): string {
  const title = escapeHtml(meta.title)
  const description = escapeHtml(meta.description)
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ]
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    : html.replace(/<\/head>/i, () => `<title>${title}</title></head>`)
  const descriptionTag = `<meta name="description" content="${description}" />`
  const withDescription = /<meta\s+name="description"[^>]*>/i.test(withTitle)
    ? withTitle.replace(/<meta\s+name="description"[^>]*>/i, () => descriptionTag)
    : withTitle.replace(/<\/head>/i, () => `${descriptionTag}</head>`)
  return withDescription.replace(/<\/head>/i, () => `${tags.join('\n    ')}\n  </head>`)
}

export type LinkPreviewLoaderParameters = {
  chainId: number
  /** How long the API may take before the page goes out without a preview. */
  timeoutMs?: number | undefined
  /** How long an item's preview is reused. */
  ttlMs?: number | undefined
  /** The most items kept; the oldest goes first. */
  maxEntries?: number | undefined
}

/** A preview, `'not-found'` when the API says there is no such thing, null when it failed. */
export type LinkPreview = NftItemMeta | 'not-found' | null

export type LinkPreviewLoader = (parameters: {
  /** The API's absolute base URL (image URLs are made absolute against it). */
  apiUrl: string
  target: Extract<LinkPreviewTarget, { kind: 'item' | 'collection' }>
}) => Promise<LinkPreview>

/** Reads items' and collections' previews from the market API, with a timeout and a small cache. */
export function createLinkPreviewLoader({
  chainId,
  timeoutMs = 1500,
  ttlMs = 60_000,
  maxEntries = 500,
}: LinkPreviewLoaderParameters): LinkPreviewLoader {
  const cache = new Map<string, { expires: number; meta: Promise<LinkPreview> }>()

  async function load(
    apiUrl: string,
    target: Parameters<LinkPreviewLoader>[0]['target'],
  ): Promise<LinkPreview> {
    const base = apiUrl.replace(/\/+$/, '')
    const collectionUrl = `${base}/v1/${chainId}/collections/${target.collection}`
    const url = target.kind === 'item' ? `${collectionUrl}/tokens/${target.tokenId}` : collectionUrl
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 404) return 'not-found'
      if (!response.ok) return null
      const decoders = createNftApiDecoders(base)
      const body: unknown = await response.json()
      return target.kind === 'item'
        ? getNftItemMeta(decoders.tokenItem(body, '').data)
        : getCollectionMeta(decoders.collectionItem(body, '').data)
    } catch {
      // unreachable, slow, refused or an unexpected answer: no preview
      return null
    }
  }

  return ({ apiUrl, target }) => {
    const key = `${apiUrl} ${target.collection} ${target.kind === 'item' ? target.tokenId : ''}`
    const now = Date.now()
    const cached = cache.get(key)
    if (cached && cached.expires > now) return cached.meta
    cache.delete(key)
    const meta = load(apiUrl, target)
    cache.set(key, { expires: now + ttlMs, meta })
    // only a preview is kept: a failure or a token indexed a moment later is asked for again
    void meta.then((value) => {
      if ((value === null || value === 'not-found') && cache.get(key)?.meta === meta)
        cache.delete(key)
    })
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value
      if (oldest === undefined) break
      cache.delete(oldest)
    }
    return meta
  }
}
