/**
 * A page that knows better than its path prefix (the NFT item page: '{item name} | GHOST', its
 * description and share image) overrides the document meta while it is shown. The override is
 * tied to the path it was made for, so a stale one never labels the next page.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../i18n'
import { DEFAULT_META, namedPageTitle } from './pageMeta'

export type PageMetaOverride = {
  pathname: string
  title: string
  description: string
  /** Absolute URL of the share image (`og:image`). */
  image: string | null
}

let current: PageMetaOverride | null = null
const listeners = new Set<() => void>()

function set(next: PageMetaOverride | null) {
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The override in force, or null. */
export function usePageMetaOverride(): PageMetaOverride | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

/** Overrides the document meta while the calling page is mounted; null leaves the default. */
export function useOverridePageMeta(meta: PageMetaOverride | null): void {
  const { pathname, title, description, image } = meta ?? {}
  useEffect(() => {
    if (pathname === undefined || title === undefined || description === undefined) return
    const override = { pathname, title, description, image: image ?? null }
    set(override)
    return () => {
      if (current === override) set(null)
    }
  }, [pathname, title, description, image])
}

/**
 * Titles the calling page '{name} | GHOST' with the default description: a state of a route that
 * its pattern cannot foresee (a collection or an item that does not exist).
 */
export function useOverridePageTitle(name: string): void {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  useOverridePageMeta({
    pathname,
    title: namedPageTitle(name),
    description: t(DEFAULT_META.description),
    image: null,
  })
}
