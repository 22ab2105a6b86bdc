/** The series the Info charts draw, and the 1W / 1M / All ranges (spec: charts with ranges). */
import { DAY } from '../rules/figures'

export type ChartPoint = { time: number; value: number }
export type Candle = { time: number; open: number; high: number; low: number; close: number }

export type ChartSeries =
  | { kind: 'area'; points: ChartPoint[] }
  | { kind: 'histogram'; points: ChartPoint[] }
  | { kind: 'candles'; candles: Candle[] }

export type ChartRange = '1W' | '1M' | 'ALL'
export const CHART_RANGES: readonly ChartRange[] = ['1W', '1M', 'ALL']

const RANGE_SECONDS: Record<ChartRange, number | undefined> = {
  '1W': 7 * DAY,
  '1M': 30 * DAY,
  ALL: undefined,
}

/** Rows from the range's start to `now`, oldest first with one row per time (the chart needs both). */
export function inRange<Row extends { time: number }>(
  rows: readonly Row[],
  range: ChartRange,
  now: number,
): Row[] {
  const span = RANGE_SECONDS[range]
  const from = span === undefined ? Number.NEGATIVE_INFINITY : now - span
  const byTime = new Map<number, Row>()
  for (const row of rows) if (row.time > from && row.time <= now) byTime.set(row.time, row)
  return [...byTime.values()].sort((a, b) => a.time - b.time)
}
