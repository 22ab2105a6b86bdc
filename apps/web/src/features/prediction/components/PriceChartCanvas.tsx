/**
 * The lightweight-charts drawing of the feed's price line, with the live round's lock price as
 * a level. Loaded only through `PriceChart`'s lazy import, so the library is fetched when the
 * chart first shows, not with the page.
 */
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useMemo, useRef } from 'react'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { useUserSettings } from '../../../state/settings/userSettings'

// The canvas cannot read CSS variables as the theme changes, so the palette mirrors
// styles/tokens.css for each theme.
const PALETTES = {
  light: { text: '#645894', primary: '#7645d9', lock: '#645894' },
  dark: { text: '#b8add2', primary: '#a881fc', lock: '#b8add2' },
} as const

export type ChartLinePoint = { time: number; value: number }

/**
 * The same points, the same reference: the page re-renders on every block and every second of
 * its countdowns, and the chart should redraw only when its line changes.
 */
function useStablePoints(points: readonly ChartLinePoint[]): readonly ChartLinePoint[] {
  const key = JSON.stringify(points)
  return useMemo(() => JSON.parse(key) as ChartLinePoint[], [key])
}

export default function PriceChartCanvas({
  points: given,
  lockPrice,
  lockLabel,
  height,
}: {
  points: readonly ChartLinePoint[]
  /** The live round's lock price, drawn as a level; undefined without a live round. */
  lockPrice: number | undefined
  lockLabel: string
  height: number
}) {
  const points = useStablePoints(given)
  const container = useRef<HTMLDivElement>(null)
  const dark = useUserSettings((settings) => settings.darkTheme)
  const { format } = useNumberFormat()

  useEffect(() => {
    const element = container.current
    if (!element) return
    const colors = PALETTES[dark ? 'dark' : 'light']
    const chart: IChartApi = createChart(element, {
      autoSize: true,
      height,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: colors.text,
      },
      localization: {
        priceFormatter: (value: number) =>
          Number.isFinite(value) ? withDollar(format(value.toFixed(4), { decimals: 4 })) : '',
      },
      grid: { vertLines: { visible: false }, horzLines: { visible: false } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
      handleScroll: false,
      handleScale: false,
    })
    const series = chart.addSeries(AreaSeries, {
      lineColor: colors.primary,
      topColor: `${colors.primary}66`,
      bottomColor: `${colors.primary}00`,
      lineWidth: 2,
    })
    series.setData(
      points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })),
    )
    if (lockPrice !== undefined) {
      series.createPriceLine({
        price: lockPrice,
        color: colors.lock,
        lineStyle: LineStyle.Dashed,
        lineWidth: 1,
        axisLabelVisible: true,
        title: lockLabel,
      })
    }
    chart.timeScale().fitContent()
    return () => chart.remove()
  }, [points, lockPrice, lockLabel, height, dark, format])

  return <div ref={container} className="prediction-chart-canvas" style={{ height }} />
}
