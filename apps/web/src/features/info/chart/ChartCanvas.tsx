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
import { useEffect, useRef } from 'react'
import { useUserSettings } from '../../settings/userSettings'
import type { ChartSeries } from './chartData'

// The canvas cannot read CSS variables as the theme changes (the theme's own effect may run after
// this one), so the palette mirrors styles/tokens.css for each theme.
const PALETTES = {
  light: { text: '#645894', primary: '#7645d9', up: '#31d0aa', down: '#ed4b9e' },
  dark: { text: '#b8add2', primary: '#a881fc', up: '#31d0aa', down: '#ed4b9e' },
} as const

const at = (time: number) => time as UTCTimestamp

export default function ChartCanvas({ series, height }: { series: ChartSeries; height: number }) {
  const container = useRef<HTMLDivElement>(null)
  const dark = useUserSettings((settings) => settings.darkTheme)

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
  }, [series, height, dark])

  return <div ref={container} className="info-chart-canvas" style={{ height }} />
}
