/**
 * The price chart beside the swap form (spec §2, §8, §9): the input's price in the output
 * currency over 1W or 1M as an SVG line (no chart library: the swap page has a bundle budget).
 * A pair without a direct pool is drawn from both tokens' USD prices, and says so; history with
 * no price says that plainly; 'Failed to load price chart for this pair' is for a failed read
 * only. Loaded lazily.
 */
import { type Currency, formatNumber, getWrapType, Rounding, WrapType } from '@ghost/sdk'
import { useState } from 'react'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useLanguage, useTranslation } from '../../../i18n'
import { useUserSettings } from '../../../state/settings/userSettings'
import { CHART_RANGES, type ChartRange } from './chartRanges'
import { formatChartDate } from './formatChartDate'
import { getChartGeometry } from './getChartGeometry'
import { usePairPriceHistory } from './usePairPriceHistory'

const BOX = { width: 480, height: 200, padding: 8 }

export type SwapPriceChartProps = {
  inputCurrency: Currency | undefined
  outputCurrency: Currency | undefined
}

export function SwapPriceChart({ inputCurrency, outputCurrency }: SwapPriceChartProps) {
  const shown = useUserSettings((settings) => settings.showExchangeChart)
  const isWrap = getWrapType({ inputCurrency, outputCurrency }) !== WrapType.NOT_APPLICABLE
  if (!shown || !inputCurrency || !outputCurrency || isWrap) return null
  return <PriceChart inputCurrency={inputCurrency} outputCurrency={outputCurrency} />
}

function PriceChart({
  inputCurrency,
  outputCurrency,
}: {
  inputCurrency: Currency
  outputCurrency: Currency
}) {
  const { t } = useTranslation()
  const { locale } = useLanguage()
  const { locale: numberLocale } = useNumberFormat()
  const [range, setRange] = useState<ChartRange>('1W')
  const history = usePairPriceHistory(inputCurrency, outputCurrency, range)
  const base = inputCurrency.symbol ?? ''
  const quote = outputCurrency.symbol ?? ''
  const geometry = history.series ? getChartGeometry(history.series, BOX) : undefined
  const first = history.series?.[0]
  const last = history.series?.at(-1)
  return (
    <section className="price-chart" aria-label={t('Price chart')}>
      <header className="price-chart-header">
        <div>
          <h2>
            {base}/{quote}
          </h2>
          {last ? (
            <p className="price-chart-last">
              {t('%price% %quote% per %base%', {
                price: formatChartPrice(last.price, numberLocale),
                quote,
                base,
              })}
            </p>
          ) : null}
        </div>
        <fieldset className="price-chart-ranges" aria-label={t('Chart range')}>
          {(Object.keys(CHART_RANGES) as ChartRange[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={range === key}
              onClick={() => setRange(key)}
            >
              {key}
            </button>
          ))}
        </fieldset>
      </header>
      {history.status === 'error' ? (
        <p className="price-chart-message" role="alert">
          {t('Failed to load price chart for this pair')}
        </p>
      ) : history.status === 'empty' ? (
        <p className="price-chart-message">{t('No price history for this pair yet')}</p>
      ) : history.status === 'loading' || !geometry ? (
        <p className="price-chart-message">{t('Loading…')}</p>
      ) : (
        <figure className="price-chart-figure">
          <svg
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            role="img"
            aria-label={t('%base%/%quote% price, %range%', { base, quote, range })}
            preserveAspectRatio="none"
          >
            <path d={geometry.path} className="price-chart-line" />
          </svg>
          {first && last ? (
            <p className="price-chart-axis">
              <ChartDate time={first.time} locale={locale} />
              <ChartDate time={last.time} locale={locale} />
            </p>
          ) : null}
          <figcaption className="price-chart-scale">
            <span>{t('Low %price%', { price: formatChartPrice(geometry.min, numberLocale) })}</span>
            <span>
              {t('High %price%', { price: formatChartPrice(geometry.max, numberLocale) })}
            </span>
          </figcaption>
          {history.source === 'usd' ? (
            <p className="price-chart-note">
              {t('No direct pool for this pair: the price comes from both tokens’ USD prices.')}
            </p>
          ) : null}
        </figure>
      )}
    </section>
  )
}

function ChartDate({ time, locale }: { time: number; locale: string }) {
  const { label, dateTime } = formatChartDate(time, locale)
  return <time dateTime={dateTime}>{label}</time>
}

/**
 * Six significant digits, as prices are shown elsewhere (spec §9), in the user's locale. The
 * series is plotted as floats; `toFixed` writes one without an exponent below 1e21, and a
 * price past that is whole anyway.
 */
function formatChartPrice(price: number, locale: string): string {
  const decimal = Math.abs(price) < 1e21 ? price.toFixed(20) : BigInt(Math.round(price)).toString()
  return formatNumber(decimal, {
    locale,
    significantDigits: 6,
    rounding: Rounding.ROUND_HALF_UP,
    dust: false,
  })
}
