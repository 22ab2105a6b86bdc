/**
 * Link previews without JavaScript: the web server answers an NFT item's URL with index.html
 * carrying the item's title, description and thumbnail (`<title>`, description, Open Graph and
 * Twitter card tags), read from the market API with a short timeout and kept a minute. Any
 * failure (bad params, an unknown token, a slow or broken API) leaves index.html as it is.
 */
import { createNftApiDecoders } from '../api/nftApiDecoders'
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

/** The minted item a path names (`/nfts/collections/{address}/{tokenId}`), else null. */
export function linkPreviewTarget(
  pathname: string,
): { collection: string; tokenId: string } | null {
  const match = /^\/nfts\/collections\/([^/]+)\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  const key = parseNftItemParams(match[1], match[2])
  return key?.kind === 'minted' ? { collection: key.collection, tokenId: key.tokenId } : null
}

/** index.html with the item's title and description in place and the share tags added. */
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

export type LinkPreviewLoader = (parameters: {
  /** The API's absolute base URL (image URLs are made absolute against it). */
  apiUrl: string
  collection: string
  tokenId: string
}) => Promise<NftItemMeta | null>

/** Reads items' previews from the market API, with a timeout and a small cache. */
export function createLinkPreviewLoader({
  chainId,
  timeoutMs = 1500,
  ttlMs = 60_000,
  maxEntries = 500,
}: LinkPreviewLoaderParameters): LinkPreviewLoader {
  const cache = new Map<string, { expires: number; meta: Promise<NftItemMeta | null> }>()

  async function load(apiUrl: string, collection: string, tokenId: string) {
    const base = apiUrl.replace(/\/+$/, '')
    const url = `${base}/v1/${chainId}/collections/${collection}/tokens/${tokenId}`
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) return null
      const { data } = createNftApiDecoders(base).tokenItem(await response.json(), '')
      return getNftItemMeta(data)
    } catch {
      // unreachable, slow, refused or an unexpected answer: no preview
      return null
    }
  }

  return ({ apiUrl, collection, tokenId }) => {
    const key = `${apiUrl} ${collection} ${tokenId}`
    const now = Date.now()
    const cached = cache.get(key)
    if (cached && cached.expires > now) return cached.meta
    cache.delete(key)
    const meta = load(apiUrl, collection, tokenId)
    cache.set(key, { expires: now + ttlMs, meta })
    // a failure is not kept: the next crawler asks the API again
    void meta.then((value) => {
      if (value === null && cache.get(key)?.meta === meta) cache.delete(key)
    })
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value
      if (oldest === undefined) break
      cache.delete(oldest)
    }
    return meta
  }
}
