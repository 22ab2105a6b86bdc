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
 * route, language and connected `account` (whose own profile is 'Your Profile'); a page's
 * override (an NFT item, a collection) wins on its own path.
 */
export function DocumentMeta({ account }: { account?: string | undefined }) {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const override = usePageMetaOverride()
  useEffect(() => {
    const meta =
      override && override.pathname === pathname
        ? override
        : { ...getPageMeta(pathname, t, { account }), image: null }
    document.title = meta.title
    setMetaTag('name', 'description', meta.description)
    setMetaTag('property', 'og:title', meta.title)
    setMetaTag('property', 'og:description', meta.description)
    setMetaTag('property', 'og:image', meta.image)
  }, [pathname, t, override, account])
  return null
}
