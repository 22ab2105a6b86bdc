/**
 * One card of the carousel, by the round's phase (spec §4: starting soon, live, expired,
 * closing, canceled):
 * - Expired: the close and lock prices, the winning side (or the House), the pot and each side's
 *   payout, and the wallet's result: won with Collect winnings, lost, or collected;
 * - Canceled: every bet refunded, Reclaim for the wallet's;
 * - Live: the feed's moving price against the lock price, the pot and payouts, the countdown to
 *   the close on the chain's clock;
 * - Calculating: past its lock or close, waiting for the operator;
 * - Next: open for bets, Enter UP / Enter DOWN, or the wallet's position once entered (it cannot
 *   be changed);
 * - Later: the countdown to when it should start.
 */
import type { PredictionBetSide } from '@ghost/sdk'
import { type ReactNode, useId, useState } from 'react'
import type { Address } from 'viem'
import { Countdown } from '../../../components/Countdown'
import { useTranslation } from '../../../i18n'
import { msg } from '../../../i18n/msg'
import { ConnectWalletButton } from '../../wallet'
import type { FeedAnswer } from '../data/usePredictionState'
import {
  getCardPhase,
  getPriceMove,
  getYourRoundResult,
  type PredictionBet,
  type PredictionRound,
  type PredictionSettings,
  type PriceMove,
  type RoundCardView,
  type YourRoundResult,
} from '../rules/predictionRules'
import { ClaimButton } from './ClaimButton'
import { BnbAmount, PayoutMultiplier, UsdPrice } from './figures'

const CARD_TAGS: Record<RoundCardView['kind'], string> = {
  expired: msg('Expired'),
  canceled: msg('Canceled'),
  live: msg('Live'),
  calculating: msg('Calculating'),
  next: msg('Next'),
  later: msg('Later'),
}

const SIDE_LABELS: Record<PredictionBetSide, string> = { Bull: msg('UP'), Bear: msg('DOWN') }

/** Who took a closed round's pot; the House's share feeds the weekly CAKE burn (spec §9). */
const WINNER_TEXTS = {
  Bull: msg('UP won'),
  Bear: msg('DOWN won'),
  tie: msg('Tie: the pot goes to the weekly CAKE burn'),
  noWinner: msg('No winners: the pot goes to the weekly CAKE burn'),
} as const

function winnerOf(card: Extract<RoundCardView, { kind: 'expired' }>): keyof typeof WINNER_TEXTS {
  if (card.winner !== 'House') return card.winner
  return card.move === 'same' ? 'tie' : 'noWinner'
}

const MOVE_ARROWS: Record<PriceMove, string> = { up: '▲', down: '▼', same: '=' }

export type RoundCardContext = {
  prediction: Address
  currentEpoch: bigint
  now: number
  settings: PredictionSettings
  feed: FeedAnswer | undefined
  feedDecimals: number
  account: Address | undefined
  paused: boolean
  /** The wallet's bets by epoch. */
  bets: ReadonlyMap<bigint, PredictionBet>
  onEnter: (epoch: bigint, side: PredictionBetSide) => void
}

export function RoundCard({ card, context }: { card: RoundCardView; context: RoundCardContext }) {
  const { t } = useTranslation()
  const headingId = useId()
  const epoch = card.kind === 'later' ? card.epoch : card.round.epoch
  return (
    <article
      className={`prediction-card prediction-card-${card.kind}`}
      aria-labelledby={headingId}
      data-epoch={epoch.toString()}
    >
      <h3 id={headingId} className="prediction-card-head">
        <span className="prediction-tag">{t(CARD_TAGS[card.kind])}</span>{' '}
        <span className="prediction-epoch">#{epoch.toString()}</span>
      </h3>
      {card.kind === 'later' ? (
        <LaterBody card={card} now={context.now} />
      ) : (
        <RoundBody card={card} context={context} />
      )}
    </article>
  )
}

function LaterBody({
  card,
  now,
}: {
  card: Extract<RoundCardView, { kind: 'later' }>
  now: number
}) {
  const { t } = useTranslation()
  return (
    <div className="prediction-card-body">
      <CardCountdown label={t('Entry starts in')} target={card.startTimestamp} now={now} />
      <p className="prediction-muted">{t('Entries open when the round before it locks.')}</p>
    </div>
  )
}

function RoundBody({
  card,
  context,
}: {
  card: Exclude<RoundCardView, { kind: 'later' }>
  context: RoundCardContext
}) {
  const { t } = useTranslation()
  const { round } = card
  const { settings, feedDecimals, now } = context
  const result = getYourRoundResult(round, context.bets.get(round.epoch), getCardPhase(card))
  const upWon = card.kind === 'expired' && card.winner === 'Bull'
  const downWon = card.kind === 'expired' && card.winner === 'Bear'
  return (
    <div className="prediction-card-body">
      <PayoutBox side="Bull" won={upWon} round={round} treasuryFee={settings.treasuryFee} />
      <div className="prediction-card-middle">
        {card.kind === 'expired' ? (
          <>
            <PriceLine
              label={t('Closed price')}
              price={round.closePrice}
              lockPrice={round.lockPrice}
              decimals={feedDecimals}
            />
            <WinnerLine card={card} />
          </>
        ) : null}
        {card.kind === 'live' || card.kind === 'calculating' ? (
          context.feed && round.lockPrice !== 0n ? (
            <PriceLine
              label={t('Last price')}
              price={context.feed.answer}
              lockPrice={round.lockPrice}
              decimals={feedDecimals}
            />
          ) : null
        ) : null}
        {card.kind === 'live' ? (
          <CardCountdown label={t('Closes in')} target={round.closeTimestamp} now={now} />
        ) : null}
        {card.kind === 'calculating' ? (
          <p className="prediction-calculating" role="status">
            <span className="prediction-spinner" aria-hidden="true" />
            {card.phase === 'closing'
              ? t('Waiting for the closing price…')
              : t('Waiting for the round to lock…')}
          </p>
        ) : null}
        {card.kind === 'next' ? (
          <CardCountdown label={t('Entry closes in')} target={round.lockTimestamp} now={now} />
        ) : null}
        {card.kind === 'canceled' ? (
          <p className="prediction-muted">
            {t('This round was not settled in time: every position in it can be reclaimed.')}
          </p>
        ) : null}
        {round.lockPrice !== 0n && card.kind !== 'next' ? (
          <FigureLine label={t('Locked price')}>
            <UsdPrice answer={round.lockPrice} decimals={feedDecimals} />
          </FigureLine>
        ) : null}
        <FigureLine label={t('Prize pool')}>
          <BnbAmount wei={round.totalAmount} />
        </FigureLine>
        {card.kind === 'next' ? (
          <NextActions card={card} result={result} context={context} />
        ) : null}
        {card.kind !== 'next' ? <YourResult card={card} result={result} context={context} /> : null}
      </div>
      <PayoutBox side="Bear" won={downWon} round={round} treasuryFee={settings.treasuryFee} />
    </div>
  )
}

/** A countdown on the chain's clock (`now`) to `target`, both in seconds. */
function CardCountdown({ label, target, now }: { label: string; target: number; now: number }) {
  return (
    <Countdown
      label={label}
      target={BigInt(target)}
      now={BigInt(now)}
      className="prediction-countdown"
    />
  )
}

/** A labelled figure; the label also names its output for screen readers and tests. */
function FigureLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="prediction-line">
      <span>{label}</span> <output aria-label={label}>{children}</output>
    </p>
  )
}

function PositionLine({ position }: { position: { side: PredictionBetSide; amount: bigint } }) {
  const { t } = useTranslation()
  return (
    <FigureLine label={t('Your position')}>
      {t(SIDE_LABELS[position.side])}, <BnbAmount wei={position.amount} />
    </FigureLine>
  )
}

function DoneLine({ text }: { text: string }) {
  return (
    <p className="prediction-collected">
      <span aria-hidden="true">✓</span> {text}
    </p>
  )
}

function WinnerLine({ card }: { card: Extract<RoundCardView, { kind: 'expired' }> }) {
  const { t } = useTranslation()
  const winner = winnerOf(card)
  return (
    <p className="prediction-winner">
      <output aria-label={t('Result')}>{t(WINNER_TEXTS[winner])}</output>
    </p>
  )
}

function PayoutBox({
  side,
  won,
  round,
  treasuryFee,
}: {
  side: PredictionBetSide
  won: boolean
  round: PredictionRound
  treasuryFee: number
}) {
  const { t } = useTranslation()
  return (
    <div
      className={`prediction-payout prediction-payout-${side === 'Bull' ? 'up' : 'down'}${won ? ' prediction-payout-won' : ''}`}
    >
      <span className="prediction-payout-side">
        <span aria-hidden="true">{side === 'Bull' ? '▲' : '▼'}</span> {t(SIDE_LABELS[side])}
      </span>
      <span className="prediction-payout-figure">
        <PayoutMultiplier round={round} side={side} treasuryFee={treasuryFee} />{' '}
        <span className="prediction-muted">{t('Payout')}</span>
      </span>
    </div>
  )
}

function PriceLine({
  label,
  price,
  lockPrice,
  decimals,
}: {
  label: string
  price: bigint
  lockPrice: bigint
  decimals: number
}) {
  const { t } = useTranslation()
  const move = getPriceMove(lockPrice, price)
  const moveLabel =
    move === 'up'
      ? t('Above the locked price')
      : move === 'down'
        ? t('Below the locked price')
        : t('Same as the locked price')
  return (
    <div className={`prediction-price-line prediction-move-${move}`}>
      <span className="prediction-muted">{label}</span>
      <span className="prediction-price-row">
        <output aria-label={label} className="prediction-price-big">
          <UsdPrice answer={price} decimals={decimals} />
        </output>
        <span className="prediction-move">
          <span aria-hidden="true">{MOVE_ARROWS[move]}</span>{' '}
          <output aria-label={t('Change since lock')}>
            <UsdPrice answer={price - lockPrice} decimals={decimals} signed />
          </output>
          <span className="visually-hidden">{moveLabel}</span>
        </span>
      </span>
    </div>
  )
}

function NextActions({
  card,
  result,
  context,
}: {
  card: Extract<RoundCardView, { kind: 'next' }>
  result: YourRoundResult
  context: RoundCardContext
}) {
  const { t } = useTranslation()
  if (result.kind === 'entered') {
    return <EnteredLine result={result} />
  }
  if (!context.account) {
    return (
      <div className="prediction-actions">
        <ConnectWalletButton className="prediction-primary" />
      </div>
    )
  }
  const epoch = card.round.epoch
  return (
    <div className="prediction-actions prediction-enter">
      <button
        type="button"
        className="prediction-enter-up"
        disabled={context.paused}
        onClick={() => context.onEnter(epoch, 'Bull')}
      >
        {t('Enter UP')}
      </button>
      <button
        type="button"
        className="prediction-enter-down"
        disabled={context.paused}
        onClick={() => context.onEnter(epoch, 'Bear')}
      >
        {t('Enter DOWN')}
      </button>
    </div>
  )
}

function EnteredLine({ result }: { result: Extract<YourRoundResult, { kind: 'entered' }> }) {
  const { t } = useTranslation()
  return (
    <div className="prediction-entered">
      <p className="prediction-badge">
        <span aria-hidden="true">✓</span> {t('Entered')}
      </p>
      <PositionLine position={result} />
    </div>
  )
}

function YourResult({
  card,
  result,
  context,
}: {
  card: Exclude<RoundCardView, { kind: 'later' | 'next' }>
  result: YourRoundResult
  context: RoundCardContext
}) {
  const { t } = useTranslation()
  // a claim just mined shows at once; the next block's reads then agree
  const [collected, setCollected] = useState(false)
  const epoch = card.round.epoch
  switch (result.kind) {
    case 'none':
      return null
    case 'entered':
      return <EnteredLine result={result} />
    case 'lost':
      return (
        <div className="prediction-result prediction-result-lost">
          <p className="prediction-badge">{t('You lost')}</p>
          <PositionLine position={result} />
        </div>
      )
    case 'won':
      return (
        <div className="prediction-result prediction-result-won">
          <p className="prediction-badge">{t('You won')}</p>
          <PositionLine position={result} />
          {result.collected || collected ? (
            <DoneLine text={t('Collected')} />
          ) : (
            <>
              <FigureLine label={t('Your winnings')}>
                <BnbAmount wei={result.payout} />
              </FigureLine>
              <ClaimButton
                prediction={context.prediction}
                epoch={epoch}
                kind="collect"
                amount={result.payout}
                onCollected={() => setCollected(true)}
              />
            </>
          )}
        </div>
      )
    case 'reclaim':
      return (
        <div className="prediction-result prediction-result-reclaim">
          <PositionLine position={result} />
          {result.collected || collected ? (
            <DoneLine text={t('Reclaimed')} />
          ) : (
            <ClaimButton
              prediction={context.prediction}
              epoch={epoch}
              kind="reclaim"
              amount={result.amount}
              onCollected={() => setCollected(true)}
            />
          )}
        </div>
      )
  }
}
