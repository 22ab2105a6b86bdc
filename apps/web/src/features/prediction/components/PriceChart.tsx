/**
 * The price chart: the feed's answers over the rounds on screen (their lock and close prices,
 * read with the rounds) and those seen while the page is open (its latest answer rides every
 * block's read), so it costs no request of its own. The first time, a disclaimer stands in its
 * place until acknowledged ('prediction chart disclaimer shown', spec §3). The canvas is not
 * readable by assistive technology: the figure's name and the latest price carry what it shows.
 */
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from '../../../i18n'
import { updateUserSettings, useUserSettings } from '../../../state/settings/userSettings'
import type { FeedAnswer } from '../data/usePredictionState'
import { getChartPoints, type PredictionRound, type PricePoint } from '../rules/predictionRules'
import { UsdPrice } from './figures'

const PriceChartCanvas = lazy(() => import('./PriceChartCanvas'))

const CHART_HEIGHT = 220

export function PriceChart({
  rounds,
  seen,
  feed,
  decimals,
  liveLockPrice,
}: {
  rounds: readonly PredictionRound[]
  seen: readonly PricePoint[]
  feed: FeedAnswer | undefined
  decimals: number
  liveLockPrice: bigint | undefined
}) {
  const { t } = useTranslation()
  const acknowledged = useUserSettings((settings) => settings.predictionChartDisclaimerShown)
  const points = useMemo(() => {
    const scale = 10 ** decimals
    return getChartPoints(rounds, seen).map((point) => ({
      time: point.time,
      value: Number(point.answer) / scale,
    }))
  }, [rounds, seen, decimals])

  return (
    <section className="prediction-chart ui-card" aria-labelledby="prediction-chart-heading">
      <div className="prediction-chart-head">
        <h2 id="prediction-chart-heading">{t('BNB/USD price')}</h2>
        {feed ? (
          <output aria-label={t('Latest price')} className="prediction-price-big">
            <UsdPrice answer={feed.answer} decimals={decimals} />
          </output>
        ) : null}
      </div>
      {acknowledged ? (
        // a figure, not an image: the drawing holds the chart library's attribution link
        <figure className="prediction-chart-box" aria-label={t('BNB/USD price chart')}>
          {points.length < 2 ? (
            <p className="prediction-muted prediction-chart-empty" style={{ height: CHART_HEIGHT }}>
              {t('No data yet')}
            </p>
          ) : (
            <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
              <PriceChartCanvas
                points={points}
                lockPrice={
                  liveLockPrice === undefined ? undefined : Number(liveLockPrice) / 10 ** decimals
                }
                lockLabel={t('Locked price')}
                height={CHART_HEIGHT}
              />
            </Suspense>
          )}
        </figure>
      ) : (
        <div className="prediction-chart-disclaimer">
          <p>
            {t(
              'The chart shows the price feed’s answers: those the rounds locked and closed at, and those seen while this page is open. Past prices do not tell where the price goes next, and only the feed’s answer when a round closes decides it.',
            )}
          </p>
          <button
            type="button"
            className="prediction-primary"
            onClick={() => updateUserSettings({ predictionChartDisclaimerShown: true })}
          >
            {t('I understand')}
          </button>
        </div>
      )}
    </section>
  )
}
