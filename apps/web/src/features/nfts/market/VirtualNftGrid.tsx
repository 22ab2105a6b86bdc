/**
 * A grid of NftCards over the window's scroll, virtualised: only the rows in or near the
 * viewport are in the DOM (a 1,000-item collection keeps a few dozen cards), and reaching the
 * last loaded rows asks for the next page (infinite scroll, 100 a page).
 */
import type { ApiToken } from '@ghost/sdk'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { NftCard } from '../components/NftCard'
import { gridLayout, visibleRows } from './marketRules'
import './market.css'

const MIN_COLUMN_WIDTH = 160
const GAP = 16
/** The card's padding and three lines of text under the image (see market.css). */
const BODY_HEIGHT = 96
const OVERSCAN_ROWS = 2
/** Ask for the next page when this few loaded rows remain below the viewport. */
const PREFETCH_ROWS = 3
/** Width assumed before the grid is measured (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 960

export type VirtualNftGridProps = {
  tokens: readonly ApiToken[]
  label: string
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}

type Viewport = { width: number; top: number; height: number }

function measure(element: HTMLElement | null): Viewport {
  const height = typeof window === 'undefined' ? 800 : window.innerHeight || 800
  if (!element) return { width: FALLBACK_WIDTH, top: 0, height }
  const rect = element.getBoundingClientRect()
  return { width: rect.width || FALLBACK_WIDTH, top: rect.top, height }
}

export function VirtualNftGrid({
  tokens,
  label,
  hasMore,
  loadingMore,
  onLoadMore,
}: VirtualNftGridProps) {
  const ref = useRef<HTMLElement>(null)
  const [viewport, setViewport] = useState<Viewport>(() => measure(null))
  const update = useCallback(() => {
    const next = measure(ref.current)
    setViewport((current) =>
      current.width === next.width && current.top === next.top && current.height === next.height
        ? current
        : next,
    )
  }, [])

  useLayoutEffect(() => {
    update()
  }, [update])

  useEffect(() => {
    let frame = 0
    const schedule = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        update()
      })
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule)
    if (ref.current) observer?.observe(ref.current)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer?.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [update])

  const layout = gridLayout({
    itemCount: tokens.length,
    width: viewport.width,
    minColumnWidth: MIN_COLUMN_WIDTH,
    gap: GAP,
    bodyHeight: BODY_HEIGHT,
  })
  const { start, end } = visibleRows({
    rows: layout.rows,
    rowHeight: layout.rowHeight,
    gridTop: viewport.top,
    viewportHeight: viewport.height,
    overscan: OVERSCAN_ROWS,
  })

  const nearEnd = end >= layout.rows - PREFETCH_ROWS
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) onLoadMore()
  }, [nearEnd, hasMore, loadingMore, onLoadMore])

  const rows = []
  for (let row = start; row < end; row += 1) {
    const items = tokens.slice(row * layout.columns, (row + 1) * layout.columns)
    rows.push(
      <div
        key={row}
        className="nft-virtual-row"
        style={{
          insetBlockStart: row * layout.rowHeight,
          blockSize: layout.rowHeight - GAP,
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
        }}
      >
        {items.map((token, index) => (
          <div
            key={token.tokenId ?? token.tokenUID ?? `${row}-${index}`}
            className="nft-virtual-item"
          >
            <NftCard token={token} eager={row === 0} />
          </div>
        ))}
      </div>,
    )
  }

  return (
    <section
      ref={ref}
      className="nft-virtual-grid"
      aria-label={label}
      aria-busy={loadingMore}
      style={{ blockSize: Math.max(0, layout.rows * layout.rowHeight - GAP) }}
    >
      {rows}
    </section>
  )
}
