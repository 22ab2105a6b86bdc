/**
 * A pool's actions for a connected wallet (spec §4 card states): the earned reward with Harvest
 * (and Compound when the pool stakes its reward token), then the stake: Enable (ERC20 pools),
 * Stake, or the staked amount with − (unstake) and + (stake more), and Emergency withdraw where
 * the pool enables it.
 */
import { CurrencyAmount } from '@ghost/sdk'
import { useMemo, useState } from 'react'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { type ApproveCallback, useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { MinusIcon, PlusIcon } from '../../../components/icons/icons'
import { useTranslation } from '../../../i18n'
import { usePoolActionCallbacks } from '../hooks/usePoolActionCallbacks'
import { getPoolActions } from '../rules/getPoolActions'
import type { PoolView } from '../rules/getPoolView'
import type { StakeMode } from '../rules/getStakeFormState'
import { StakeModal } from './StakeModal'

export function PoolActionsPanel({ pool }: { pool: PoolView }) {
  const { t } = useTranslation()
  const actions = getPoolActions(pool, { hasAccount: true })
  const callbacks = usePoolActionCallbacks(pool)
  const { pending } = callbacks
  const [modal, setModal] = useState<StakeMode>()
  const stakingSymbol = pool.stakingCurrency.symbol ?? ''
  const earningSymbol = pool.earningToken.symbol ?? ''
  const token = pool.stakingCurrency.isToken ? pool.stakingCurrency : undefined
  // any allowance above 0 enables the pool (spec §4); the approval itself is for the maximum
  const oneUnit = useMemo(
    () => (token ? CurrencyAmount.fromRawAmount(token, 1n) : undefined),
    [token],
  )
  const [approval, approve] = useApproveCallback(oneUnit, pool.contractAddress)
  const user = pool.userData

  const enable = (send: ApproveCallback) =>
    callbacks.run('enable', send, {
      title: t('Contract Enabled'),
      description: t('You can now stake in the %symbol% pool!', { symbol: earningSymbol }),
    })

  return (
    <div className="pool-actions">
      <section
        className="pool-action-row"
        aria-label={t('%symbol% Earned', { symbol: earningSymbol })}
      >
        <div>
          <h3 className="pool-action-title">{t('%symbol% Earned', { symbol: earningSymbol })}</h3>
          <output aria-label={t('%symbol% Earned', { symbol: earningSymbol })}>
            {user ? <FormattedNumber value={user.pendingReward} kind="amount" /> : '…'}
          </output>
        </div>
        <div className="pool-action-buttons">
          {actions.showCompound ? (
            <button
              type="button"
              disabled={!actions.canCompound || !!pending}
              onClick={() => void callbacks.compound()}
            >
              {pending === 'compound' ? t('Compounding') : t('Compound')}
            </button>
          ) : null}
          <button
            type="button"
            disabled={!actions.canHarvest || !!pending}
            onClick={() => void callbacks.harvest()}
          >
            {pending === 'harvest' ? t('Harvesting') : t('Harvest')}
          </button>
        </div>
      </section>

      <section
        className="pool-action-row"
        aria-label={t('%symbol% Staked', { symbol: stakingSymbol })}
      >
        {actions.stakeStep === 'loading' ? (
          <p aria-busy="true">…</p>
        ) : actions.stakeStep === 'enable' ? (
          <button
            type="button"
            className="pool-wide-button"
            disabled={approval === ApprovalState.PENDING || !!pending}
            onClick={() => void enable(approve)}
          >
            {approval === ApprovalState.PENDING || pending === 'enable'
              ? t('Enabling %asset%', { asset: stakingSymbol })
              : t('Enable %asset%', { asset: stakingSymbol })}
          </button>
        ) : actions.stakeStep === 'stake' ? (
          <button
            type="button"
            className="pool-wide-button"
            disabled={!actions.canStakeMore || !!pending}
            onClick={() => setModal('stake')}
          >
            {t('Stake')}
          </button>
        ) : (
          <>
            <div>
              <h3 className="pool-action-title">
                {t('%symbol% Staked', { symbol: stakingSymbol })}
              </h3>
              <output aria-label={t('%symbol% Staked', { symbol: stakingSymbol })}>
                {user ? <FormattedNumber value={user.stakedBalance} kind="amount" /> : '…'}
              </output>
            </div>
            <div className="pool-action-buttons">
              <button
                type="button"
                aria-label={t('Unstake')}
                disabled={!!pending}
                onClick={() => setModal('unstake')}
              >
                <MinusIcon />
              </button>
              <button
                type="button"
                aria-label={t('Stake more')}
                disabled={!actions.canStakeMore || !!pending}
                onClick={() => setModal('stake')}
              >
                <PlusIcon />
              </button>
            </div>
          </>
        )}
      </section>

      {actions.showEmergencyWithdraw ? (
        <button
          type="button"
          className="pool-secondary-button"
          disabled={!!pending}
          onClick={() => void callbacks.emergencyWithdraw()}
        >
          {t('Emergency Withdraw')}
        </button>
      ) : null}

      {modal ? (
        <StakeModal
          pool={pool}
          mode={modal}
          pending={pending}
          onConfirm={(amount) =>
            modal === 'stake' ? callbacks.stake(amount) : callbacks.unstake(amount)
          }
          onEnable={enable}
          onDismiss={() => setModal(undefined)}
        />
      ) : null}
    </div>
  )
}
