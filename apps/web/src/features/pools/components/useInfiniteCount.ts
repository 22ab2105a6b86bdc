/**
 * Infinite scroll (spec §2, §9 page size 12): shows `pageSize` items, then `pageSize` more each
 * time the sentinel under the list scrolls into view; starts over when `resetKey` changes.
 */
import { useCallback, useEffect, useState } from 'react'

export const POOLS_PAGE_SIZE = 12

export function useInfiniteCount(
  total: number,
  resetKey: string,
  pageSize = POOLS_PAGE_SIZE,
): [count: number, sentinel: (element: HTMLElement | null) => void] {
  const [count, setCount] = useState(pageSize)
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [lastReset, setLastReset] = useState(resetKey)
  if (lastReset !== resetKey) {
    setLastReset(resetKey)
    setCount(pageSize)
  }

  useEffect(() => {
    if (!element || count >= total || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setCount((shown) => shown + pageSize)
    })
    observer.observe(element)
    // a new observer per step: it reports again if the sentinel is still in view
    return () => observer.disconnect()
  }, [element, count, total, pageSize])

  const sentinel = useCallback((node: HTMLElement | null) => setElement(node), [])
  return [Math.min(count, total), sentinel]
}
