export type GetVisibleRangeParameters = {
  itemCount: number
  itemHeight: number
  viewportHeight: number
  scrollTop: number
  /** Rows rendered beyond each edge, so fast scrolling shows no gap. */
  overscan: number
}

/**
 * The rows a fixed-row virtual list renders: [start, end) clamped to the list.
 *
 * @example
 * getVisibleRange({ itemCount: 100, itemHeight: 56, viewportHeight: 390, scrollTop: 560, overscan: 2 })
 * // { start: 8, end: 20 }
 */
export function getVisibleRange({
  itemCount,
  itemHeight,
  viewportHeight,
  scrollTop,
  overscan,
}: GetVisibleRangeParameters): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / itemHeight)
  const visible = Math.ceil(viewportHeight / itemHeight) + 1
  const start = Math.max(0, Math.min(itemCount, first - overscan))
  const end = Math.min(itemCount, first + visible + overscan)
  return { start, end: Math.max(start, end) }
}
