/**
 * Set Position: the BNB to bet on UP or DOWN in the next round, typed (the app's amount field
 * rules) or set from the balance by 10/25/50/75% and Max, checked against the contract's minimum
 * and the wallet's BNB (spec §5), then sent as betBull/betBear through the app's write flow.
 * A failed entry says 'An error occurred, unable to enter your position' (spec §8); a request
 * the wallet rejected leaves the panel as it was, amount and all. Once entered, the position
 * cannot be changed: the card shows it.
 */
import { Percent, type PredictionBetSide, parseAmountInput } from '@ghost/sdk'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import { predictionKeys } from '../../../api/prediction/predictionQueries'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { betPrediction } from '../../../chain/actions/prediction'
import { getTransactionFailure } from '../../../chain/transactions/getTransactionError'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { msg, useTranslation } from '../../../i18n'
import { useNativeCurrency } from '../../tokens'
import { TransactionConfirmationModal } from '../../transactions'
import {
  BET_PERCENTS,
  getBetAmountForPercent,
  getBetFormState,
  getSpendableBnb,
} from '../rules/predictionRules'
import { BnbAmount, useBnbText } from './figures'

/** Spec §8: what a failed entry says (before the failure's own reason). */
export const ENTER_POSITION_FAILED = msg('An error occurred, unable to enter your position')

export type SetPositionModalProps = {
  prediction: Address
  epoch: bigint
  side: PredictionBetSide
  minBetAmount: bigint
  /** The wallet's BNB; undefined until read. */
  balance: bigint | undefined
  onClose: () => void
}

export function SetPositionModal({
  prediction,
  epoch,
  side: initialSide,
  minBetAmount,
  balance,
  onClose,
}: SetPositionModalProps) {
  const { t } = useTranslation()
  const bnbText = useBnbText()
  const format = useNumberFormat()
  const bnb = useNativeCurrency()
  const [side, setSide] = useState(initialSide)
  const [typed, setTyped] = useState('')
  const [rejected, setRejected] = useState(false)
  const inputId = useId()
  const messageId = useId()
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const waitForIndex = useWaitForIndex()

  const form = getBetFormState(typed, minBetAmount, balance, bnbText)
  const spendable = getSpendableBnb(balance, bnb)
  const sideLabel = side === 'Bull' ? t('UP') : t('DOWN')
  const fieldError = form.message !== undefined && !form.empty

  const confirm = async () => {
    if (form.amount === undefined) return
    setRejected(false)
    const summary = t('Enter %side% with %amount% BNB in round %epoch%', {
      side: sideLabel,
      amount: bnbText(form.amount),
      epoch: epoch.toString(),
    })
    const outcome = await flow.write(
      { ...betPrediction({ prediction, epoch, side, amount: form.amount }), summary },
      {
        success: { title: t('Position entered!'), description: summary },
        failure: t(ENTER_POSITION_FAILED),
        toastErrors: 'reverted',
        waitForIndex,
        invalidates: [predictionKeys.all],
      },
    )
    if (outcome.ok) {
      onClose()
    } else if (getTransactionFailure(outcome.error).type === 'rejected') {
      // the user said no in the wallet: back to the panel as it was
      reset()
      setRejected(true)
    }
  }

  return (
    <TransactionConfirmationModal
      title={t('Set Position')}
      onDismiss={state.errorMessage ? reset : onClose}
      attemptingTxn={state.attempting}
      hash={state.hash}
      pendingText={state.pendingText}
      errorMessage={state.errorMessage}
    >
      <div className="prediction-set-position">
        <fieldset className="prediction-side-toggle">
          <legend>{t('Your position')}</legend>
          {(['Bull', 'Bear'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={side === option}
              className={`prediction-side prediction-side-${option === 'Bull' ? 'up' : 'down'}`}
              onClick={() => setSide(option)}
            >
              {option === 'Bull' ? t('UP') : t('DOWN')}
            </button>
          ))}
        </fieldset>
        <div className="prediction-field-row">
          <label htmlFor={inputId}>{t('Commit')}</label>
          <span>BNB</span>
        </div>
        <input
          id={inputId}
          className="prediction-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={typed}
          aria-invalid={fieldError}
          aria-describedby={messageId}
          onChange={(event) => {
            const value = parseAmountInput(event.target.value)
            if (value !== undefined) setTyped(value)
          }}
        />
        <p id={messageId} className="prediction-field-message" aria-live="polite">
          {fieldError ? <span role="alert">{t(form.message, form.values)}</span> : null}
        </p>
        <p className="prediction-muted">
          {t('Balance')}: {balance === undefined ? '…' : <BnbAmount wei={balance} />}
        </p>
        <div className="prediction-percents">
          {BET_PERCENTS.map((percent) => (
            <button
              key={percent}
              type="button"
              className="prediction-secondary"
              disabled={spendable === 0n}
              onClick={() => setTyped(getBetAmountForPercent(spendable, percent))}
            >
              {format.format(new Percent(BigInt(percent), 100n), { style: 'percent', decimals: 0 })}
            </button>
          ))}
          <button
            type="button"
            className="prediction-secondary"
            disabled={spendable === 0n}
            onClick={() => setTyped(getBetAmountForPercent(spendable, 100))}
          >
            {t('Max')}
          </button>
        </div>
        {rejected ? (
          <p className="prediction-muted" role="status">
            {t('Transaction rejected')}
          </p>
        ) : null}
        <div className="prediction-actions">
          <button
            type="button"
            className="prediction-primary"
            disabled={!ready || form.amount === undefined}
            onClick={() => void confirm()}
          >
            {form.message !== undefined && form.empty ? t(form.message) : t('Confirm')}
          </button>
        </div>
        <p className="prediction-muted">
          {t('You won’t be able to remove or change your position once you enter it.')}
        </p>
      </div>
    </TransactionConfirmationModal>
  )
}
