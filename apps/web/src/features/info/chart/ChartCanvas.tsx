/**
 * The lightweight-charts drawing of one series. Loaded only through `InfoChart`'s lazy import,
 * so the library is its own chunk that the Info screens fetch when a chart first shows.
 */
import { CandlestickSeries, HistogramSeries } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import {
  addAreaSeries,
  chartPalette,
  chartTime,
  createThemedChart,
  useStableData,
} from '../../../components/chart/themedChart'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { useUserSettings } from '../../../state/settings/userSettings'
import type { ChartSeries } from './chartData'

export default function ChartCanvas({
  series: given,
  height,
}: {
  series: ChartSeries
  height: number
}) {
  const series = useStableData(given)
  const container = useRef<HTMLDivElement>(null)
  const dark = useUserSettings((settings) => settings.darkTheme)
  const { format } = useNumberFormat()

  useEffect(() => {
    const element = container.current
    if (!element) return
    const palette = chartPalette(dark)
    const chart = createThemedChart(element, {
      height,
      palette,
      // Every Info series is in USD: the axis and crosshair labels read like the page's figures
      // ('$4,708,899', '$0.1234') instead of the library's raw '4708899.00'.
      priceFormatter: (value) =>
        Number.isFinite(value)
          ? withDollar(format(value.toFixed(6), { significantDigits: 4, dust: false }))
          : '',
      timeScale: { fixLeftEdge: true, fixRightEdge: true },
    })
    if (series.kind === 'area') {
      addAreaSeries(chart, palette, series.points)
    } else if (series.kind === 'histogram') {
      chart
        .addSeries(HistogramSeries, { color: palette.primary })
        .setData(
          series.points.map((point) => ({ time: chartTime(point.time), value: point.value })),
        )
    } else {
      chart
        .addSeries(CandlestickSeries, {
          upColor: palette.up,
          downColor: palette.down,
          wickUpColor: palette.up,
          wickDownColor: palette.down,
          borderVisible: false,
        })
        .setData(series.candles.map((candle) => ({ ...candle, time: chartTime(candle.time) })))
    }
    chart.timeScale().fitContent()
    return () => chart.remove()
  }, [series, height, dark, format])

  return <div ref={container} className="info-chart-canvas" style={{ height }} />
}
