import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../i18n'
import { getPageMeta } from './pageMeta'

/** Keeps `document.title` and the description meta tag in step with the route and language. */
export function DocumentMeta() {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  useEffect(() => {
    const meta = getPageMeta(pathname, t)
    document.title = meta.title
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description)
  }, [pathname, t])
  return null
}
