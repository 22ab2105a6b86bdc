/**
 * One pool of a sale: what it offers, its target and what has been committed (and how far past
 * its target, the oversubscription), the basic pool's cap per wallet or the unlimited pool's
 * current fee, and for the wallet its commit with what it is due now (the contract's
 * `viewAllocation`: tokens and the CAKE back). Below, what the phase allows: a note before the
 * start, the commit form while live, the harvest after the end.
 */
import {
  getIfoSubscriptionBps,
  type IfoFeeTier,
  type IfoPhase,
  type IfoPoolId,
  type IfoPoolKind,
  type Token,
} from '@ghost/sdk'
import { type ReactNode, useId } from 'react'
import type { Address } from 'viem'
import { Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { ChainLoading } from '../../chainNode'
import type { IfoPoolRead } from '../data/useIfoSale'
import { POOL_LABELS } from '../rules/ifoRules'
import { CommitForm } from './CommitForm'
import { BasisPoints, CakeAmount, TokenAmount } from './figures'
import { HarvestPanel } from './HarvestPanel'

export type PoolCardProps = {
  ifo: Address
  cake: Address
  pid: IfoPoolId
  kind: IfoPoolKind
  read: IfoPoolRead | undefined
  offeringToken: Token | null | undefined
  phase: IfoPhase
  account: Address | undefined
  /** The wallet may commit now (an active profile, a funded sale); else the sale card says why. */
  canCommit: boolean
  balance: bigint | undefined
  feeTiers: readonly IfoFeeTier[] | undefined
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return <Stat label={label} value={<output aria-label={label}>{children}</output>} />
}

export function PoolCard(props: PoolCardProps) {
  const { t } = useTranslation()
  const heading = useId()
  const { kind, read, offeringToken, phase, account } = props
  const title = t(POOL_LABELS[kind])
  return (
    <article className="ifo-pool" aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      <p className="ui-muted">
        {kind === 'basic'
          ? t('A cap per wallet and no fee.')
          : t('No cap; a participation fee on the CAKE an oversubscribed pool returns.')}
      </p>
      {!read ? (
        <p>
          <ChainLoading />
        </p>
      ) : read.pool.raisingAmount === 0n ? (
        <p>{t('This pool is not open in this sale.')}</p>
      ) : (
        <>
          <StatList>
            <Figure label={t('Offering')}>
              <TokenAmount wei={read.pool.offeringAmount} token={offeringToken} />
            </Figure>
            <Figure label={t('Target')}>
              <CakeAmount wei={read.pool.raisingAmount} />
            </Figure>
            <Figure label={t('Total committed')}>
              <CakeAmount wei={read.pool.totalAmount} />
            </Figure>
            <Figure label={t('Oversubscription')}>
              <BasisPoints bps={getIfoSubscriptionBps(read.pool)} />
            </Figure>
            {read.pool.limitPerUser !== 0n ? (
              <Figure label={t('Cap per wallet')}>
                <CakeAmount wei={read.pool.limitPerUser} />
              </Figure>
            ) : null}
            {read.pool.hasFee ? (
              <Figure label={t('Participation fee')}>
                <BasisPoints bps={read.feeBps} />
              </Figure>
            ) : null}
            {account && read.user ? (
              <Figure label={t('Your commit')}>
                <CakeAmount wei={read.user.amount} />
              </Figure>
            ) : null}
            {account && read.user && !read.user.claimed && read.allocation ? (
              <>
                <Figure label={t('Your allocation')}>
                  <TokenAmount wei={read.allocation.offeringAmount} token={offeringToken} />
                </Figure>
                <Figure label={t('Your refund')}>
                  <CakeAmount wei={read.allocation.refundAmount} />
                </Figure>
              </>
            ) : null}
          </StatList>
          {phase === 'getReady' ? (
            <p className="ui-muted">{t('Commits open when the sale starts.')}</p>
          ) : null}
          {phase === 'live' && account && props.canCommit ? (
            <CommitForm
              ifo={props.ifo}
              cake={props.cake}
              pid={props.pid}
              kind={kind}
              read={read}
              offeringToken={offeringToken}
              balance={props.balance}
              feeTiers={props.feeTiers}
            />
          ) : null}
          {phase === 'finished' && account ? (
            <HarvestPanel
              ifo={props.ifo}
              pid={props.pid}
              kind={kind}
              read={read}
              offeringToken={offeringToken}
            />
          ) : null}
        </>
      )}
    </article>
  )
}
