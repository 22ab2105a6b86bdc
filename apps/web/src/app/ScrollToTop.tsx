import { useEffect } from 'react'
import { useLocation } from 'react-router'

export const SCROLL_TO_TOP_DELAY_MS = 50

/** Scrolls to the top on route change unless the URL targets an anchor (spec §2). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll reacts to a path change, which the body does not read
  useEffect(() => {
    if (hash) return
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, hash])
  return null
}
