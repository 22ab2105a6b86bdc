/**
 * Spec §2 table view: one row per pool (earn/stake, earned, APR, total staked, countdown) whose
 * Details button expands the actions and facts below it with a 300 ms animation (spec §9).
 */
import { useEffect, useId, useState } from 'react'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useTranslation } from '../../../i18n'
import { ConnectWalletButton } from '../../wallet'
import type { PoolView } from '../rules/getPoolView'
import { PoolActionsPanel } from './PoolActionsPanel'
import { PoolApr } from './PoolApr'
import { PoolTitle } from './PoolCard'
import { PoolCountdownText, PoolDetails } from './PoolDetails'

/** Spec §9 row expand duration; pools.css animates with the same value. */
export const ROW_EXPAND_MS = 300

/** Keeps the details mounted while they collapse, so the closing animation can run. */
function useCollapsing(open: boolean): 'open' | 'closing' | 'closed' {
  const [phase, setPhase] = useState<'open' | 'closing' | 'closed'>(open ? 'open' : 'closed')
  useEffect(() => {
    if (open) {
      setPhase('open')
      return
    }
    setPhase((was) => (was === 'closed' ? 'closed' : 'closing'))
    const timer = setTimeout(() => setPhase('closed'), ROW_EXPAND_MS)
    return () => clearTimeout(timer)
  }, [open])
  return phase
}

function PoolRow({ pool, hasAccount }: { pool: PoolView; hasAccount: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const phase = useCollapsing(open)
  const detailsId = useId()
  const titleId = useId()
  const earned = pool.userData?.pendingReward
  return (
    <tbody className="pool-row-group" aria-labelledby={titleId}>
      <tr className="pool-row">
        <th scope="row">
          <PoolTitle pool={pool} id={titleId} />
        </th>
        <td>
          <span className="pool-cell-label">
            {t('%symbol% Earned', { symbol: pool.earningToken.symbol ?? '' })}
          </span>
          {hasAccount && earned ? <FormattedNumber value={earned} kind="amount" /> : '-'}
        </td>
        <td>
          <span className="pool-cell-label">{t('APR')}</span>
          <PoolApr pool={pool} />
        </td>
        <td>
          <span className="pool-cell-label">{t('Total staked')}</span>
          {pool.totalStaked ? (
            <>
              <FormattedNumber value={pool.totalStaked} kind="amount" />{' '}
              {pool.stakingCurrency.symbol ?? ''}
            </>
          ) : (
            '…'
          )}
        </td>
        <td>
          <PoolCountdownText pool={pool} />
        </td>
        <td>
          <button
            type="button"
            className="pool-secondary-button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? t('Hide') : t('Details')}
          </button>
        </td>
      </tr>
      <tr className="pool-row-details-row" id={detailsId} hidden={phase === 'closed'}>
        <td colSpan={6}>
          {phase !== 'closed' ? (
            <div className={`pool-row-details pool-row-details-${phase}`}>
              <div className="pool-row-details-inner">
                {hasAccount ? (
                  <PoolActionsPanel pool={pool} />
                ) : (
                  <ConnectWalletButton className="pool-wide-button" />
                )}
                <PoolDetails pool={pool} />
              </div>
            </div>
          ) : null}
        </td>
      </tr>
    </tbody>
  )
}

export function PoolTable({ pools, hasAccount }: { pools: PoolView[]; hasAccount: boolean }) {
  const { t } = useTranslation()
  return (
    <table className="pool-table ui-list" aria-label={t('Pools')}>
      {pools.map((pool) => (
        <PoolRow key={pool.sousId} pool={pool} hasAccount={hasAccount} />
      ))}
    </table>
  )
}
