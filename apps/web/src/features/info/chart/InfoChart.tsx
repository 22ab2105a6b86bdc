/**
 * A chart card: a title with the latest figure, range buttons (1W / 1M / All), and the drawing,
 * whose library is fetched lazily. The canvas is not readable by assistive technology, so the
 * figure above it and the image's name carry what it shows.
 */
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from '../../../i18n'
import { CHART_RANGES, type ChartRange, type ChartSeries } from './chartData'

const ChartCanvas = lazy(() => import('./ChartCanvas'))

export const CHART_HEIGHT = 240

const RANGE_LABELS: Record<ChartRange, string> = { '1W': '1W', '1M': '1M', ALL: 'All' }

export type InfoChartProps = {
  title: string
  figure?: ReactNode
  series: ChartSeries
  range?: ChartRange | undefined
  onRangeChange?: ((range: ChartRange) => void) | undefined
  /** Buttons choosing what the chart shows (volume, liquidity, price). */
  views?: ReactNode
}

function isEmpty(series: ChartSeries): boolean {
  return series.kind === 'candles' ? series.candles.length === 0 : series.points.length === 0
}

export function InfoChart({ title, figure, series, range, onRangeChange, views }: InfoChartProps) {
  const { t } = useTranslation()
  return (
    <div className="info-chart">
      <div className="info-chart-head">
        <div>
          <h2 className="info-chart-title">{title}</h2>
          {figure ? <p className="info-chart-figure">{figure}</p> : null}
        </div>
        <div className="info-chart-controls">
          {views}
          {range && onRangeChange ? (
            <fieldset className="info-toggle">
              <legend className="visually-hidden">{t('Time range')}</legend>
              {CHART_RANGES.map((entry) => (
                <button
                  key={entry}
                  type="button"
                  aria-pressed={entry === range}
                  onClick={() => onRangeChange(entry)}
                >
                  {t(RANGE_LABELS[entry])}
                </button>
              ))}
            </fieldset>
          ) : null}
        </div>
      </div>
      {/* a figure, not an image: the drawing holds the chart library's attribution link */}
      <figure className="info-chart-box" aria-label={t('%title% chart', { title })}>
        {isEmpty(series) ? (
          <p className="info-muted info-chart-empty" style={{ height: CHART_HEIGHT }}>
            {t('No data yet')}
          </p>
        ) : (
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
            <ChartCanvas series={series} height={CHART_HEIGHT} />
          </Suspense>
        )}
      </figure>
    </div>
  )
}
