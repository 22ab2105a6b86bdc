/**
 * `/prediction`: 5-minute BNB/USD rounds, UP or DOWN. The carousel of rounds (expired, live with
 * the moving price, next with Enter UP / Enter DOWN, later ones counting down), the set-position
 * panel behind a risk warning acknowledged once, the price chart, and the wallet's history and
 * the leaderboard from the server. The status (spec §3) decides the frame: loading (initial), a
 * paused banner (claims still work), or an error with a retry. Without a prediction game in this
 * world the page says so.
 */
import type { PredictionBetSide } from '@ghost/sdk'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useBlock } from '../../chain/block/BlockProvider'
import { useChainNow } from '../../chain/clock/chainNow'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { useUserSettings } from '../../state/settings/userSettings'
import { ChainLoading } from '../chainNode'
import { PriceChart } from './components/PriceChart'
import { RiskDisclaimerModal } from './components/RiskDisclaimerModal'
import { RoundCarousel } from './components/RoundCarousel'
import { SetPositionModal } from './components/SetPositionModal'
import {
  type FeedAnswer,
  type PredictionState,
  usePredictionState,
} from './data/usePredictionState'
import { PredictionHistory } from './history'
import { PredictionLeaderboard } from './leaderboard'
import { addSeenPrice, getRoundCards, type PricePoint } from './rules/predictionRules'
import './prediction.css'

type Entry = { epoch: bigint; side: PredictionBetSide }

/** The feed's answers as the page saw them, one per feed round, for the chart. */
function useSeenPrices(feed: FeedAnswer | undefined): readonly PricePoint[] {
  const [seen, setSeen] = useState<readonly PricePoint[]>([])
  if (feed) {
    const next = addSeenPrice(seen, { time: feed.updatedAt, answer: feed.answer })
    if (next !== seen) setSeen(next)
  }
  return seen
}

export function PredictionPage() {
  const { t } = useTranslation()
  const { address } = useConnection()
  const state = usePredictionState(address)
  const subtitle = t(
    'Will the BNB price be higher or lower in 5 minutes? Enter UP or DOWN and share the pot with the winners.',
  )
  return (
    <Page title={t('Prediction')} subtitle={subtitle}>
      {state.prediction ? (
        <div className="prediction-layout">
          <PredictionGame state={state} prediction={state.prediction} account={address} />
          <div className="prediction-server">
            <PredictionHistory account={address} />
            <PredictionLeaderboard />
          </div>
        </div>
      ) : (
        <Card>
          <p>{t('Prediction is not available on this network.')}</p>
        </Card>
      )}
    </Page>
  )
}

function PredictionGame({
  state,
  prediction,
  account,
}: {
  state: PredictionState
  prediction: Address
  account: Address | undefined
}) {
  const { t } = useTranslation()
  const { refresh } = useBlock()
  const now = useChainNow(state.blockTimestamp)
  const seen = useSeenPrices(state.feed)
  const acceptedRisk = useUserSettings((settings) => settings.predictionAcceptedRisk)
  const [warning, setWarning] = useState<Entry>()
  const [entry, setEntry] = useState<Entry>()
  const { status, settings, currentEpoch, feedDecimals } = state

  if (status === 'error') {
    return (
      <Card>
        <p role="alert">{t('Could not read the prediction game.')}</p>
        <div className="prediction-actions">
          <button type="button" className="prediction-primary" onClick={() => void refresh()}>
            {t('Retry')}
          </button>
        </div>
      </Card>
    )
  }
  if (
    status === 'initial' ||
    !settings ||
    currentEpoch === undefined ||
    now === undefined ||
    feedDecimals === undefined
  ) {
    return (
      <Card busy>
        <p>
          <ChainLoading />
        </p>
      </Card>
    )
  }

  const paused = status === 'paused'
  const cards = getRoundCards({
    rounds: state.rounds,
    currentEpoch,
    now: Number(now),
    settings,
    paused,
  })
  const live = cards.find((card) => card.kind === 'live')
  const enter = (next: Entry) => (acceptedRisk ? setEntry(next) : setWarning(next))

  return (
    <div className="prediction-game" data-status={status}>
      {paused ? (
        <div className="prediction-paused" role="status">
          <h2>{t('Prediction is paused')}</h2>
          <p>
            {t(
              'No new positions can be entered for now. You can still collect your winnings and reclaim canceled rounds.',
            )}
          </p>
        </div>
      ) : null}
      <section className="prediction-rounds" aria-labelledby="prediction-rounds-heading">
        <h2 id="prediction-rounds-heading" className="visually-hidden">
          {t('Rounds')}
        </h2>
        {cards.length === 0 ? (
          <Card>
            <p>{t('The first round starts soon.')}</p>
          </Card>
        ) : (
          <RoundCarousel
            cards={cards}
            context={{
              prediction,
              currentEpoch,
              now: Number(now),
              settings,
              feed: state.feed,
              feedDecimals,
              account,
              paused,
              bets: state.bets,
              onEnter: (epoch, side) => enter({ epoch, side }),
            }}
          />
        )}
      </section>
      <PriceChart
        rounds={state.rounds}
        seen={seen}
        feed={state.feed}
        decimals={feedDecimals}
        liveLockPrice={live?.kind === 'live' ? live.round.lockPrice : undefined}
      />
      {warning ? (
        <RiskDisclaimerModal
          onDismiss={() => setWarning(undefined)}
          onAccept={() => {
            setWarning(undefined)
            setEntry(warning)
          }}
        />
      ) : null}
      {entry ? (
        <SetPositionModal
          prediction={prediction}
          epoch={entry.epoch}
          side={entry.side}
          minBetAmount={settings.minBetAmount}
          balance={state.balance}
          onClose={() => setEntry(undefined)}
        />
      ) : null}
    </div>
  )
}
