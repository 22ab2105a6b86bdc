/**
 * Where a price series sits in an SVG box: an SVG path through every point (time on x, price on
 * y, higher prices higher up), with the lowest and highest price. A flat series is drawn across
 * the middle; a single point becomes a flat line.
 */
import type { PricePoint } from './getPriceSeries'

export type ChartGeometry = { path: string; min: number; max: number }

export function getChartGeometry(
  series: readonly PricePoint[],
  { width, height, padding }: { width: number; height: number; padding: number },
): ChartGeometry | undefined {
  const first = series[0]
  if (!first) return undefined
  const points = series.length === 1 ? [first, { ...first, time: first.time + 1 }] : series
  const times = points.map((point) => point.time)
  const prices = points.map((point) => point.price)
  const [minTime, maxTime] = [Math.min(...times), Math.max(...times)]
  const [min, max] = [Math.min(...prices), Math.max(...prices)]
  const x = (time: number) =>
    padding +
    (maxTime === minTime ? 0 : ((time - minTime) / (maxTime - minTime)) * (width - 2 * padding))
  const y = (price: number) =>
    max === min ? height / 2 : padding + ((max - price) / (max - min)) * (height - 2 * padding)
  const path = points
    .map(
      (point, i) =>
        `${i === 0 ? 'M' : 'L'}${x(point.time).toFixed(1)},${y(point.price).toFixed(1)}`,
    )
    .join(' ')
  return { path, min, max }
}
