/**
 * Spec §5 stake/unstake modal: amount field, slider 0–100 (step 1), 25/50/75/Max, the balance
 * the percentages apply to, and Confirm, which stays disabled while the amount is empty, zero,
 * above the balance or past the per-user limit (the reason shows above it). ERC20 pools whose
 * allowance does not cover the amount get the Enable step first.
 */
import { CurrencyAmount, parseAmountInput } from '@ghost/sdk'
import { useId, useMemo, useState } from 'react'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { type ApproveCallback, useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { Modal } from '../../../components/Modal'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { PoolActionName } from '../hooks/usePoolTransaction'
import type { PoolView } from '../rules/getPoolView'
import { getAmountForPercent, getStakeFormState, type StakeMode } from '../rules/getStakeFormState'

const PERCENT_BUTTONS = [25, 50, 75] as const

export type StakeModalProps = {
  pool: PoolView
  mode: StakeMode
  pending: PoolActionName | undefined
  onConfirm: (amount: CurrencyAmount<PoolView['stakingCurrency']>) => Promise<boolean>
  onEnable: (approve: ApproveCallback) => Promise<boolean>
  onDismiss: () => void
}

export function StakeModal({
  pool,
  mode,
  pending,
  onConfirm,
  onEnable,
  onDismiss,
}: StakeModalProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const currency = pool.stakingCurrency
  const symbol = currency.symbol ?? ''
  const state = getStakeFormState({
    mode,
    typed,
    currency,
    balance: pool.userData?.stakingTokenBalance,
    staked: pool.userData?.stakedBalance,
    stakingLimit: pool.stakingLimit,
    locale: numberFormat.locale,
  })
  const token = currency.isToken ? currency : undefined
  const approvalAmount = useMemo(
    () =>
      token && mode === 'stake' && state.amount
        ? CurrencyAmount.fromRawAmount(token, state.amount.quotient)
        : undefined,
    [token, mode, state.amount],
  )
  const [approval, approve] = useApproveCallback(approvalAmount, pool.contractAddress)
  const needsApproval =
    !!approvalAmount &&
    (approval === ApprovalState.NOT_APPROVED || approval === ApprovalState.PENDING)
  const confirming = pending === mode
  const shownBase =
    mode === 'unstake' ? pool.userData?.stakedBalance : pool.userData?.stakingTokenBalance

  const setPercent = (percent: number) => setTyped(getAmountForPercent(state.maxAmount, percent))

  return (
    <Modal title={mode === 'stake' ? t('Stake in Pool') : t('Unstake')} onDismiss={onDismiss}>
      <div className="pool-stake-form">
        <div className="pool-stake-row">
          <label htmlFor={inputId}>{mode === 'stake' ? t('Stake') : t('Unstake')}</label>
          <span>{symbol}</span>
        </div>
        <input
          id={inputId}
          className="pool-stake-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={typed}
          onChange={(event) => {
            const value = parseAmountInput(event.target.value)
            if (value !== undefined) setTyped(value)
          }}
        />
        <p className="pool-stake-balance">
          {mode === 'stake' ? t('Balance') : t('Staked')}:{' '}
          {shownBase ? <FormattedNumber value={shownBase} kind="balance" /> : '…'} {symbol}
        </p>
        <input
          type="range"
          className="pool-stake-slider"
          aria-label={t('Percentage')}
          min={0}
          max={100}
          step={1}
          value={state.percent}
          onChange={(event) => setPercent(Number(event.target.value))}
        />
        <div className="pool-stake-percents">
          {PERCENT_BUTTONS.map((percent) => (
            <button key={percent} type="button" onClick={() => setPercent(percent)}>
              {`${percent}%`}
            </button>
          ))}
          <button type="button" onClick={() => setPercent(100)}>
            {t('Max')}
          </button>
        </div>
        {state.error ? (
          <p role="alert" className="pool-stake-error">
            {t(state.error.message, state.error.values)}
          </p>
        ) : null}
        <div className="pool-stake-buttons">
          <button type="button" className="pool-secondary-button" onClick={onDismiss}>
            {t('Cancel')}
          </button>
          {needsApproval ? (
            <button
              type="button"
              disabled={approval === ApprovalState.PENDING || pending === 'enable'}
              onClick={() => void onEnable(approve)}
            >
              {approval === ApprovalState.PENDING || pending === 'enable'
                ? t('Enabling %asset%', { asset: symbol })
                : t('Enable %asset%', { asset: symbol })}
            </button>
          ) : (
            <button
              type="button"
              disabled={!state.canConfirm || !!pending}
              onClick={async () => {
                if (!state.amount) return
                if (await onConfirm(state.amount)) onDismiss()
              }}
            >
              {confirming ? t('Confirming') : t('Confirm')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  )
}
