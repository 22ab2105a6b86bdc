import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../i18n'
import { getPageMeta } from './pageMeta'
import { usePageMetaOverride } from './pageMetaOverride'

/** Sets `<meta name|property=…>` to `content`, adding the tag when the page has none. */
function setMetaTag(attribute: 'name' | 'property', key: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === null) {
    tag?.remove()
    return
  }
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.setAttribute('content', content)
}

/**
 * Keeps `document.title`, the description and the share tags (Open Graph) in step with the
 * route and language; a page's override (the NFT item) wins on its own path.
 */
export function DocumentMeta() {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const override = usePageMetaOverride()
  useEffect(() => {
    const meta =
      override && override.pathname === pathname
        ? override
        : { ...getPageMeta(pathname, t), image: null }
    document.title = meta.title
    setMetaTag('name', 'description', meta.description)
    setMetaTag('property', 'og:title', meta.title)
    setMetaTag('property', 'og:description', meta.description)
    setMetaTag('property', 'og:image', meta.image)
  }, [pathname, t, override])
  return null
}
