/**
 * Spec §2 pool card: title, APR with calculator, actions (or Connect Wallet) and details, laid out
 * as the farm card is (issue 11).
 */
import { useId } from 'react'
import { Card, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { ConnectWalletButton } from '../../wallet'
import type { PoolView } from '../rules/getPoolView'
import { PoolActionsPanel } from './PoolActionsPanel'
import { PoolApr } from './PoolApr'
import { PoolDetails } from './PoolDetails'

export function PoolTitle({ pool, id }: { pool: PoolView; id?: string | undefined }) {
  const { t } = useTranslation()
  return (
    <div className="pool-title">
      <h2 id={id}>{t('Earn %earning%', { earning: pool.earningToken.symbol ?? '' })}</h2>
      <p>{t('Stake %staking%', { staking: pool.stakingCurrency.symbol ?? '' })}</p>
    </div>
  )
}

export function PoolCard({ pool, hasAccount }: { pool: PoolView; hasAccount: boolean }) {
  const { t } = useTranslation()
  const titleId = useId()
  // the card is "loaded" once its public data is in (and the user's, with a wallet)
  const loaded = pool.totalStaked !== undefined && (!hasAccount || pool.userData !== undefined)
  return (
    <Card
      as="article"
      className={pool.isFinished ? 'earn-card pool-card pool-card-finished' : 'earn-card pool-card'}
      labelledBy={titleId}
      busy={!loaded}
    >
      <header className="ui-card-header">
        <PoolTitle pool={pool} id={titleId} />
      </header>
      <StatList>
        <Stat label={`${t('APR')}:`} value={<PoolApr pool={pool} />} />
      </StatList>
      {hasAccount ? (
        <PoolActionsPanel pool={pool} />
      ) : (
        <ConnectWalletButton className="pool-wide-button" />
      )}
      <PoolDetails pool={pool} />
    </Card>
  )
}
