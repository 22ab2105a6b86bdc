/**
 * Stake or unstake LP in a farm (spec §5 stake/unstake modal): amount field, 25/50/75/Max and a
 * 0–100 slider over the wallet's LP (stake) or the staked LP (unstake), 'Insufficient %symbol%
 * balance', and Confirm only for a valid amount. Shares its rules with the pools modal.
 */
import { type Currency, type CurrencyAmount, parseAmountInput } from '@ghost/sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import { Modal } from '../../../components/Modal'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { getAmountForPercent, getStakeFormState, type StakeMode } from '../../pools'

export type FarmStakeModalProps = {
  mode: StakeMode
  lpToken: Currency
  lpSymbol: string
  /** LP in the wallet. */
  balance: CurrencyAmount<Currency> | undefined
  staked: CurrencyAmount<Currency> | undefined
  /** The add-liquidity route for this LP ('Get %symbol%'). */
  addLiquidityPath: string
  /** Sends and waits; resolves true when done, so the modal closes. */
  onConfirm: (amount: CurrencyAmount<Currency>) => Promise<boolean>
  onDismiss: () => void
}

const PERCENTS = [25, 50, 75] as const

export function FarmStakeModal({
  mode,
  lpToken,
  lpSymbol,
  balance,
  staked,
  addLiquidityPath,
  onConfirm,
  onDismiss,
}: FarmStakeModalProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const [typed, setTyped] = useState('')
  const [pending, setPending] = useState(false)
  const form = getStakeFormState({
    mode,
    typed,
    currency: lpToken,
    balance,
    staked,
    stakingLimit: undefined,
  })
  const available = mode === 'stake' ? balance : staked

  const confirm = async () => {
    if (!form.amount) return
    setPending(true)
    const done = await onConfirm(form.amount)
    setPending(false)
    if (done) onDismiss()
  }

  return (
    <Modal
      title={mode === 'stake' ? t('Stake LP tokens') : t('Unstake LP tokens')}
      onDismiss={onDismiss}
    >
      <div className="farm-stake">
        <div className="farm-stake-field">
          <label htmlFor="farm-stake-amount">{mode === 'stake' ? t('Stake') : t('Unstake')}</label>
          <span>
            {t('Balance: %balance%', {
              balance: available ? numberFormat.amount(available, 'amount') : '0',
            })}
          </span>
          <input
            id="farm-stake-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={typed}
            onChange={(event) => {
              const next = parseAmountInput(event.target.value)
              if (next !== undefined) setTyped(next)
            }}
          />
          <span className="farm-stake-symbol">{lpSymbol}</span>
        </div>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          aria-label={t('Percent of balance')}
          value={form.percent}
          onChange={(event) =>
            setTyped(getAmountForPercent(form.maxAmount, Number(event.target.value)))
          }
        />
        <div className="farm-stake-percents">
          {PERCENTS.map((percent) => (
            <button
              key={percent}
              type="button"
              className="secondary"
              onClick={() => setTyped(getAmountForPercent(form.maxAmount, percent))}
            >
              {percent}%
            </button>
          ))}
          <button
            type="button"
            className="secondary"
            onClick={() => setTyped(getAmountForPercent(form.maxAmount, 100))}
          >
            {t('Max')}
          </button>
        </div>
        {form.error ? (
          <p role="alert" className="farm-stake-error">
            {t(form.error.message, form.error.values)}
          </p>
        ) : null}
        <div className="farm-stake-buttons">
          <button type="button" className="secondary" onClick={onDismiss} disabled={pending}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            disabled={!form.canConfirm || pending}
            onClick={() => void confirm()}
          >
            {pending ? t('Confirming') : t('Confirm')}
          </button>
        </div>
        {mode === 'stake' ? (
          <Link className="farm-link" to={addLiquidityPath} onClick={onDismiss}>
            {t('Get %symbol%', { symbol: lpSymbol })}
          </Link>
        ) : null}
      </div>
    </Modal>
  )
}
