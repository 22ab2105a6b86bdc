/**
 * A list of fixed-height rows that renders only the rows in view (spec §2: rows 56 px high in a
 * 390 px list), so a list of thousands of tokens stays cheap.
 */
import { type ReactNode, useState } from 'react'
import { getVisibleRange } from './getVisibleRange'

export const TOKEN_ROW_HEIGHT = 56
export const TOKEN_LIST_HEIGHT = 390
const OVERSCAN = 4

export type VirtualListProps = {
  itemCount: number
  itemKey: (index: number) => string
  renderItem: (index: number) => ReactNode
  label: string
  itemHeight?: number | undefined
  height?: number | undefined
}

export function VirtualList({
  itemCount,
  itemKey,
  renderItem,
  label,
  itemHeight = TOKEN_ROW_HEIGHT,
  height = TOKEN_LIST_HEIGHT,
}: VirtualListProps) {
  const [scrollTop, setScrollTop] = useState(0)
  const { start, end } = getVisibleRange({
    itemCount,
    itemHeight,
    viewportHeight: height,
    scrollTop,
    overscan: OVERSCAN,
  })
  const rows: ReactNode[] = []
  for (let index = start; index < end; index++) {
    rows.push(
      <li
        key={itemKey(index)}
        className="virtual-list-row"
        style={{ top: index * itemHeight, height: itemHeight }}
      >
        {renderItem(index)}
      </li>,
    )
  }
  return (
    <div
      className="virtual-list"
      style={{ height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul aria-label={label} style={{ height: itemCount * itemHeight }}>
        {rows}
      </ul>
    </div>
  )
}
