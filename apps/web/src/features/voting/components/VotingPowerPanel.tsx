/**
 * The connected wallet's voting power at the proposal's snapshot block and where it came from:
 * CAKE in the wallet, staked in pools, inside LP tokens held, and inside LP tokens staked in
 * farms (spec §6), as the server's strategy reads them from the chain at that block.
 */
import { useId } from 'react'
import type { ApiVotingPower } from '../../../api/voting'
import { Card, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { getVotingPowerParts } from '../rules/votingRules'
import { CakeAmount } from './CakeAmount'

export type VotingPowerPanelProps = {
  snapshot: string
  power: ApiVotingPower | undefined
  failed: boolean
  onRetry: () => void
}

export function VotingPowerPanel({ snapshot, power, failed, onRetry }: VotingPowerPanelProps) {
  const { t } = useTranslation()
  const id = useId()
  const parts = power ? getVotingPowerParts(power) : undefined
  return (
    <Card labelledBy={`${id}-heading`} className="voting-panel">
      <h2 id={`${id}-heading`}>{t('Your voting power')}</h2>
      <p className="voting-muted">{t('At the snapshot block %block%', { block: snapshot })}</p>
      {parts ? (
        <StatList className="voting-power">
          <Stat
            className="voting-power-total"
            label={t('Voting power')}
            value={<CakeAmount wei={parts.total} />}
          />
          <Stat label={t('Wallet')} value={<CakeAmount wei={parts.wallet} />} />
          <Stat label={t('Pools')} value={<CakeAmount wei={parts.pools} />} />
          <Stat label={t('LP in wallet')} value={<CakeAmount wei={parts.liquidity} />} />
          <Stat label={t('LP in farms')} value={<CakeAmount wei={parts.farms} />} />
        </StatList>
      ) : failed ? (
        <>
          <p role="alert">{t('Could not read your voting power.')}</p>
          <button type="button" className="button-secondary" onClick={onRetry}>
            {t('Try again')}
          </button>
        </>
      ) : (
        <p role="status">{t('Loading…')}</p>
      )}
    </Card>
  )
}
