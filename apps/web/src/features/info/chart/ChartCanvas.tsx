/**
 * The lightweight-charts drawing of one series. Loaded only through `InfoChart`'s lazy import,
 * so the library is its own chunk that the Info screens fetch when a chart first shows.
 */
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useMemo, useRef } from 'react'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { useUserSettings } from '../../../state/settings/userSettings'
import type { ChartSeries } from './chartData'

// The canvas cannot read CSS variables as the theme changes (the theme's own effect may run after
// this one), so the palette mirrors styles/tokens.css for each theme.
const PALETTES = {
  light: { text: '#645894', primary: '#7645d9', up: '#31d0aa', down: '#ed4b9e' },
  dark: { text: '#b8add2', primary: '#a881fc', up: '#31d0aa', down: '#ed4b9e' },
} as const

const at = (time: number) => time as UTCTimestamp

/**
 * The same data, the same reference: screens rebuild their series on every render (each poll of
 * the indexed block), and a chart should redraw only when its points change.
 */
function useStableData<Data>(data: Data): Data {
  const key = JSON.stringify(data)
  return useMemo(() => JSON.parse(key) as Data, [key])
}

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
    const colors = PALETTES[dark ? 'dark' : 'light']
    const chart: IChartApi = createChart(element, {
      autoSize: true,
      height,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: colors.text,
      },
      // Every Info series is in USD: the axis and crosshair labels read like the page's figures
      // ('$4,708,899', '$0.1234') instead of the library's raw '4708899.00'.
      localization: {
        priceFormatter: (value: number) =>
          Number.isFinite(value)
            ? withDollar(format(value.toFixed(6), { significantDigits: 4, dust: false }))
            : '',
      },
      grid: { vertLines: { visible: false }, horzLines: { visible: false } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
      handleScroll: false,
      handleScale: false,
    })
    if (series.kind === 'area') {
      chart
        .addSeries(AreaSeries, {
          lineColor: colors.primary,
          topColor: `${colors.primary}66`,
          bottomColor: `${colors.primary}00`,
          lineWidth: 2,
        })
        .setData(series.points.map((point) => ({ time: at(point.time), value: point.value })))
    } else if (series.kind === 'histogram') {
      chart
        .addSeries(HistogramSeries, { color: colors.primary })
        .setData(series.points.map((point) => ({ time: at(point.time), value: point.value })))
    } else {
      chart
        .addSeries(CandlestickSeries, {
          upColor: colors.up,
          downColor: colors.down,
          wickUpColor: colors.up,
          wickDownColor: colors.down,
          borderVisible: false,
        })
        .setData(series.candles.map((candle) => ({ ...candle, time: at(candle.time) })))
    }
    chart.timeScale().fitContent()
    return () => chart.remove()
  }, [series, height, dark, format])

  return <div ref={container} className="info-chart-canvas" style={{ height }} />
}
