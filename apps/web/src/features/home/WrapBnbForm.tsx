/**
 * Wrap BNB into WBNB (WBNB.deposit with value) or unwrap it back (WBNB.withdraw), with the
 * confirmation modal and the transaction list: what the swap screen's wrap will do, on its own.
 */
import { multicallAbi, wbnbAbi } from '@ghost/contracts'
import { Fraction } from '@ghost/sdk'
import { useId, useState } from 'react'
import { zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { unwrapWbnb, wrapBnb } from '../../chain/actions/wbnb'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { useWriteFlow } from '../../chain/transactions/useWriteFlow'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { TransactionConfirmationModal } from '../transactions'
import {
  AMOUNT_MAX_LENGTH,
  formatSummaryAmount,
  getWrapInputError,
  normalizeAmountInput,
  parseBnbAmount,
  type WrapDirection,
} from './wrapRules'

export function WrapBnbForm() {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const inputId = useId()
  const { address } = useConnection()
  const { manifest } = useRuntimeConfig()
  const wbnb = manifest.contracts.WBNB
  const account = address ?? zeroAddress
  const reads = useMulticall(
    [
      {
        address: manifest.contracts.Multicall,
        abi: multicallAbi,
        functionName: 'getEthBalance',
        args: [account],
      },
      { address: wbnb, abi: wbnbAbi, functionName: 'balanceOf', args: [account] },
    ],
    { enabled: !!address },
  )
  const bnbBalance = reads.data?.[0]?.result
  const wbnbBalance = reads.data?.[1]?.result

  const [typed, setTyped] = useState('')
  const amount = parseBnbAmount(typed)
  const wrapError = getWrapInputError({ direction: 'wrap', amount, balance: bnbBalance })
  const unwrapError = getWrapInputError({ direction: 'unwrap', amount, balance: wbnbBalance })
  // Nothing typed yet needs no message; otherwise each distinct reason once.
  const errors =
    typed === '' ? [] : [...new Set([wrapError, unwrapError])].filter((error) => !!error)

  const flow = useWriteFlow()
  // The open modal's direction; undefined when it is closed.
  const [direction, setDirection] = useState<WrapDirection>()

  async function send(direction: WrapDirection) {
    if (amount === undefined) return
    const shown = formatSummaryAmount(amount, numberFormat.locale)
    const summary =
      direction === 'wrap'
        ? t('Wrap %amount% BNB to WBNB', { amount: shown })
        : t('Unwrap %amount% WBNB to BNB', { amount: shown })
    setDirection(direction)
    const call = direction === 'wrap' ? wrapBnb({ wbnb, amount }) : unwrapWbnb({ wbnb, amount })
    // The receipt's toast comes from the Recent Transactions updater, as for a swap.
    await flow.write({ ...call, summary }, { toastErrors: 'none', onSent: () => setTyped('') })
  }

  return (
    <form className="wrap-form" onSubmit={(event) => event.preventDefault()}>
      <p>
        {/* Not 'WBNB balance': that label would also contain, and blur, the 'BNB balance' above. */}
        {t('Your WBNB')}:{' '}
        <output aria-label={t('Your WBNB')}>
          {wbnbBalance !== undefined ? (
            <FormattedNumber value={new Fraction(wbnbBalance, 10n ** 18n)} kind="balance" />
          ) : (
            '…'
          )}
        </output>
      </p>
      <label htmlFor={inputId}>{t('Amount to wrap or unwrap')}</label>{' '}
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        maxLength={AMOUNT_MAX_LENGTH}
        value={typed}
        onChange={(event) => {
          const value = normalizeAmountInput(event.target.value)
          if (value !== undefined) setTyped(value)
        }}
      />{' '}
      <button type="button" disabled={!!wrapError || !!direction} onClick={() => void send('wrap')}>
        {t('Wrap')}
      </button>{' '}
      <button
        type="button"
        disabled={!!unwrapError || !!direction}
        onClick={() => void send('unwrap')}
      >
        {t('Unwrap')}
      </button>
      {errors.map((error) => (
        <p key={error} className="wrap-form-error">
          {t(error)}
        </p>
      ))}
      {direction ? (
        <TransactionConfirmationModal
          title={direction === 'wrap' ? t('Wrap') : t('Unwrap')}
          onDismiss={() => {
            setDirection(undefined)
            flow.reset()
          }}
          attemptingTxn={flow.state.attempting}
          hash={flow.state.hash}
          pendingText={flow.state.pendingText}
          errorMessage={flow.state.errorMessage}
        />
      ) : null}
    </form>
  )
}
