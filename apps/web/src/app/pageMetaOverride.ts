/**
 * A page that knows better than its path prefix (the NFT item page: '{item name} | GHOST', its
 * description and share image) overrides the document meta while it is shown. The override is
 * tied to the path it was made for, so a stale one never labels the next page.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../i18n'
import { DEFAULT_META, INFO_META, namedPageTitle } from './pageMeta'

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

/** Overrides the title (and the description, a message id) for the calling page's path. */
function useOverrideTitle(title: (t: (id: string) => string) => string, description: string) {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  useOverridePageMeta({ pathname, title: title(t), description: t(description), image: null })
}

/**
 * Titles the calling page '{name} | GHOST' with the default description: a state of a route that
 * its pattern cannot foresee (a collection or an item that does not exist).
 */
export function useOverridePageTitle(name: string): void {
  useOverrideTitle(() => namedPageTitle(name), DEFAULT_META.description)
}

/**
 * Titles the calling Info page '{name} | Ghost Info & Analytics' with Info's description: a
 * token, a pool, or the not-found state its address led to.
 */
export function useInfoPageTitle(name: string): void {
  useOverrideTitle((t) => `${name} | ${t(INFO_META.title)}`, INFO_META.description)
}
