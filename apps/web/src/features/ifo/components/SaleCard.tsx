/**
 * The sale `/ifo` shows: its offering token (logo, symbol, name), its state (spec §4: get ready,
 * live, finished) and the countdown to its start or end on the chain's clock, its times, the
 * achievement (commit at least the threshold over both pools for profile points), what the
 * wallet needs to take part (a connection, an active profile: 'You need a profile to
 * participate!' with the way to create one), and its two pools.
 */
import { getIfoPhase, type Token } from '@ghost/sdk'
import { useId } from 'react'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { Countdown } from '../../../components/Countdown'
import { Card, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { CurrencyLogo, useToken } from '../../tokens'
import { ConnectWalletButton } from '../../wallet'
import { type IfoSaleState, useIfoSale } from '../data/useIfoSale'
import { COMMIT_MESSAGES, type IfoSaleSummary, PHASE_LABELS, POOLS } from '../rules/ifoRules'
import { SaleTime, useCakeText } from './figures'
import { PoolCard } from './PoolCard'

export type SaleCardProps = {
  sale: IfoSaleSummary
  now: bigint
  cake: Address
  profile: Address
  account: Address | undefined
}

/** The offering token's symbol, or a stand-in while it loads (or is no token). */
export function useSaleSymbol(token: Token | null | undefined): string {
  const { t } = useTranslation()
  if (token === undefined) return '…'
  return token?.symbol ?? t('Unknown token')
}

export function SaleCard({ sale, now, cake, profile, account }: SaleCardProps) {
  const { t } = useTranslation()
  const heading = useId()
  const token = useToken(sale.offeringToken)
  const read = useIfoSale({ sale, cake, profile, account })
  const phase = getIfoPhase(sale, now)
  const symbol = useSaleSymbol(token)
  const activeProfile = read.profile?.active === true
  const canCommit = activeProfile && read.funded === true

  return (
    <Card className="ifo-sale" labelledBy={heading}>
      <div className="ifo-sale-header">
        <CurrencyLogo currency={token ?? undefined} size={48} decorative />
        <div className="ifo-sale-title">
          <h2 id={heading}>{t('%symbol% sale', { symbol })}</h2>
          {token?.name ? <p className="ui-muted">{token.name}</p> : null}
        </div>
        <p className="ifo-phase-line">
          <output
            aria-label={t('Status')}
            className={phase === 'live' ? 'ui-badge ui-badge-on' : 'ui-badge'}
          >
            {t(PHASE_LABELS[phase])}
          </output>
        </p>
      </div>
      {phase === 'getReady' ? (
        <Countdown
          label={t('Starts in')}
          target={sale.startTimestamp}
          now={now}
          className="ui-countdown"
        />
      ) : phase === 'live' ? (
        <Countdown
          label={t('Ends in')}
          target={sale.endTimestamp}
          now={now}
          className="ui-countdown"
        />
      ) : null}
      <StatList className="ui-small">
        <Stat label={t('Start')} value={<SaleTime seconds={sale.startTimestamp} />} />
        <Stat label={t('End')} value={<SaleTime seconds={sale.endTimestamp} />} />
      </StatList>
      <Achievement read={read} />
      {read.failed ? <p role="alert">{t('Could not read this sale. Try again later.')}</p> : null}
      <Participation read={read} phase={phase} account={account} />
      <div className="ifo-pools">
        {POOLS.map(({ pid, kind }) => (
          <PoolCard
            key={pid}
            ifo={sale.address}
            cake={cake}
            pid={pid}
            kind={kind}
            read={read.pools[pid]}
            offeringToken={token}
            phase={phase}
            account={account}
            canCommit={canCommit}
            balance={read.cakeBalance}
            feeTiers={read.feeTiers}
          />
        ))}
      </div>
    </Card>
  )
}

/** The achievement: profile points for committing at least the threshold over both pools. */
function Achievement({ read }: { read: IfoSaleState }) {
  const { t } = useTranslation()
  const cakeText = useCakeText()
  const format = useNumberFormat()
  const { numberPoints, thresholdPoints } = read
  if (!numberPoints || thresholdPoints === undefined) return null
  const committed = read.pools.reduce((sum, pool) => sum + (pool?.user?.amount ?? 0n), 0n)
  const points = format.full(numberPoints)
  return (
    <div className="ifo-achievement">
      <p>
        {t(
          'Commit at least %threshold% CAKE in total over both pools to earn %points% profile points, added at your first harvest.',
          { threshold: cakeText(thresholdPoints), points },
        )}
      </p>
      {read.hasClaimedPoints ? (
        <p role="status">{t('You earned %points% profile points in this sale.', { points })}</p>
      ) : committed > 0n && committed >= thresholdPoints ? (
        <p role="status">
          {t('Your commits reach the threshold: your first harvest adds %points% profile points.', {
            points,
          })}
        </p>
      ) : null}
    </div>
  )
}

/** What the wallet needs before it can commit: a connection, an active profile, a funded sale. */
function Participation({
  read,
  phase,
  account,
}: {
  read: IfoSaleState
  phase: ReturnType<typeof getIfoPhase>
  account: Address | undefined
}) {
  const { t } = useTranslation()
  if (phase === 'finished') {
    return account ? null : (
      <div className="ifo-notice">
        <p>{t('Connect your wallet to harvest.')}</p>
        <ConnectWalletButton className="button-primary" />
      </div>
    )
  }
  if (!account) {
    return (
      <div className="ifo-notice">
        <p>{t('Connect your wallet to take part in the sale.')}</p>
        <ConnectWalletButton className="button-primary" />
      </div>
    )
  }
  if (read.profile && !read.profile.active) {
    return (
      <div className="ifo-notice">
        <p role="status">{t(COMMIT_MESSAGES.profileNeeded)}</p>
        <Link className="ifo-link-button" to="/nfts/profile">
          {read.profile.registered ? t('Reactivate your profile') : t('Create your profile')}
        </Link>
      </div>
    )
  }
  if (phase === 'live' && read.funded === false) {
    return (
      <p className="ifo-notice" role="status">
        {t('The sale does not hold its tokens yet: commits open once they arrive.')}
      </p>
    )
  }
  return null
}
