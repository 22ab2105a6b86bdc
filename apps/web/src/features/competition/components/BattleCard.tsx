/**
 * The battle's head: its number, its state (spec §4: registration, live, calculating prizes,
 * claim, claim period over; or cancelled), and the countdown where the chain has a time for it —
 * the claim window's end. Registration and the live window end when the operator moves the
 * battle on, at no time set on the chain, so those states say that in place of a countdown.
 */
import type { CompetitionState } from '@ghost/sdk'
import { useId } from 'react'
import { Countdown } from '../../../components/Countdown'
import { Card, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { STATE_LABELS } from '../rules/competitionRules'
import { BattleTime } from './figures'

/** The states a wallet acts in (it registers, trades, claims): their badge stands out. */
const BADGE_ON: Record<CompetitionState, boolean> = {
  registration: true,
  live: true,
  calculating: false,
  claim: true,
  over: false,
  cancelled: false,
}

export type BattleTimes = {
  /** 0 until the live window opened. */
  liveStart: bigint
  liveEnd: bigint
  claimEnd: bigint
}

export function BattleCard({
  id,
  state,
  times,
  now,
  registrants,
}: {
  id: number
  state: CompetitionState
  times: BattleTimes
  now: bigint
  registrants: number
}) {
  const { t } = useTranslation()
  const heading = useId()
  const { liveStart, liveEnd, claimEnd } = times
  return (
    <Card labelledBy={heading} className="competition-panel competition-battle">
      <div className="competition-battle-header">
        <h2 id={heading}>{t('Battle #%id%', { id: String(id) })}</h2>
        <output
          aria-label={t('Status')}
          className={BADGE_ON[state] ? 'ui-badge ui-badge-on' : 'ui-badge'}
        >
          {t(STATE_LABELS[state])}
        </output>
      </div>
      {state === 'registration' ? (
        <p>
          {t(
            'Registration is open. The battle goes live when the operator starts it; no start time is set in advance.',
          )}
        </p>
      ) : state === 'live' ? (
        <p>
          {t(
            'The battle is live: every trade you make through the exchange counts. It ends when the operator closes it; no end time is set in advance.',
          )}
        </p>
      ) : state === 'calculating' ? (
        <p>
          {t(
            'The battle is over and the prizes are being calculated. Claims open when the results are published.',
          )}
        </p>
      ) : state === 'claim' ? (
        <Countdown
          label={t('Claim period ends in')}
          target={claimEnd}
          now={now}
          className="ui-countdown"
        />
      ) : state === 'over' ? (
        <p>{t('The claim period is over: prizes can no longer be claimed.')}</p>
      ) : (
        <p>{t('This battle was cancelled: it has no prizes.')}</p>
      )}
      <StatList className="ui-small">
        <Stat label={t('Registered traders')} value={String(registrants)} />
        {liveStart > 0n ? (
          <Stat label={t('Started')} value={<BattleTime seconds={liveStart} />} />
        ) : null}
        {liveEnd > 0n ? <Stat label={t('Ended')} value={<BattleTime seconds={liveEnd} />} /> : null}
        {claimEnd > 0n ? (
          <Stat label={t('Claims until')} value={<BattleTime seconds={claimEnd} />} />
        ) : null}
      </StatList>
    </Card>
  )
}
