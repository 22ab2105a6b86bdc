/**
 * What the app's lightweight-charts canvases share: the theme's palette, the chart's quiet frame
 * and the area series' look. Import it only from lazily loaded modules (as the canvases are), so
 * the library stays out of the page's first load.
 */
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type TimeScaleOptions,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useMemo } from 'react'

// The canvas cannot read CSS variables as the theme changes (the theme's own effect may run after
// the chart's), so the palette mirrors styles/tokens.css for each theme.
const PALETTES = {
  light: { text: '#645894', primary: '#7645d9', up: '#31d0aa', down: '#ed4b9e' },
  dark: { text: '#b8add2', primary: '#a881fc', up: '#31d0aa', down: '#ed4b9e' },
} as const

export type ChartPalette = (typeof PALETTES)[keyof typeof PALETTES]

export type ChartPoint = { time: number; value: number }

export const chartPalette = (dark: boolean): ChartPalette => PALETTES[dark ? 'dark' : 'light']

export const chartTime = (time: number) => time as UTCTimestamp

/**
 * The same data, the same reference: pages re-render on every block (and their countdowns every
 * second), and a chart should redraw only when its data changes.
 */
export function useStableData<Data>(data: Data): Data {
  const key = JSON.stringify(data)
  return useMemo(() => JSON.parse(key) as Data, [key])
}

/** A chart in `element` on a transparent background, without grid, borders, scroll or zoom. */
export function createThemedChart(
  element: HTMLElement,
  options: {
    height: number
    palette: ChartPalette
    priceFormatter: (value: number) => string
    timeScale: Partial<TimeScaleOptions>
  },
): IChartApi {
  return createChart(element, {
    autoSize: true,
    height: options.height,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: options.palette.text,
    },
    localization: { priceFormatter: options.priceFormatter },
    grid: { vertLines: { visible: false }, horzLines: { visible: false } },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, ...options.timeScale },
    handleScroll: false,
    handleScale: false,
  })
}

/** The primary-coloured line over its fading area. */
export function addAreaSeries(
  chart: IChartApi,
  palette: ChartPalette,
  points: readonly ChartPoint[],
): ISeriesApi<'Area'> {
  const series = chart.addSeries(AreaSeries, {
    lineColor: palette.primary,
    topColor: `${palette.primary}66`,
    bottomColor: `${palette.primary}00`,
    lineWidth: 2,
  })
  series.setData(points.map((point) => ({ time: chartTime(point.time), value: point.value })))
  return series
}
