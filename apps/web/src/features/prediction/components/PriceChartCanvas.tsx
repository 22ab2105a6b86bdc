/**
 * The lightweight-charts drawing of the feed's price line, with the live round's lock price as
 * a level. Loaded only through `PriceChart`'s lazy import, so the library is fetched when the
 * chart first shows, not with the page.
 */
import { LineStyle } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import {
  addAreaSeries,
  type ChartPoint,
  chartPalette,
  createThemedChart,
  useStableData,
} from '../../../components/chart/themedChart'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { useUserSettings } from '../../../state/settings/userSettings'

export default function PriceChartCanvas({
  points: given,
  lockPrice,
  lockLabel,
  height,
}: {
  points: readonly ChartPoint[]
  /** The live round's lock price, drawn as a level; undefined without a live round. */
  lockPrice: number | undefined
  lockLabel: string
  height: number
}) {
  const points = useStableData(given)
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
      priceFormatter: (value) =>
        Number.isFinite(value) ? withDollar(format(value.toFixed(4), { decimals: 4 })) : '',
      timeScale: { timeVisible: true, secondsVisible: false },
    })
    const series = addAreaSeries(chart, palette, points)
    if (lockPrice !== undefined) {
      series.createPriceLine({
        price: lockPrice,
        color: palette.text,
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
