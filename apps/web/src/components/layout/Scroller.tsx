/**
 * A deliberate sideways scroller (a row of cards too wide for a phone): the edge where more
 * content waits fades out, so nobody mistakes a cut-off row for the whole of it. Tables do not
 * use it: they become lists on phones (`List`). `data-scroller` marks it for the responsive e2e
 * check, which allows a sideways overflow only inside one of these.
 *
 * @example
 * <Scroller><ul className="row-of-cards">…</ul></Scroller>
 */
import { type ReactNode, useEffect, useRef, useState } from 'react'
import './layout.css'

/** Which ends have more content past them, in reading order. */
export type ScrollerMore = 'none' | 'start' | 'end' | 'both'

/** Half a pixel of slack: zoomed layouts report fractional scroll positions. */
const SLACK = 0.5

export function getScrollerMore(element: {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}): ScrollerMore {
  const hidden = element.scrollWidth - element.clientWidth
  if (hidden <= SLACK) return 'none'
  // right to left scrolls into negative positions (0 is the start either way)
  const scrolled = Math.abs(element.scrollLeft)
  const before = scrolled > SLACK
  const after = scrolled < hidden - SLACK
  return before && after ? 'both' : before ? 'start' : after ? 'end' : 'none'
}

export function Scroller({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState<ScrollerMore>('none')
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => setMore(getScrollerMore(element))
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    observer?.observe(element)
    if (element.firstElementChild) observer?.observe(element.firstElementChild)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [])
  return (
    <div ref={ref} className="ui-scroller" data-scroller="" data-more={more}>
      {children}
    </div>
  )
}
