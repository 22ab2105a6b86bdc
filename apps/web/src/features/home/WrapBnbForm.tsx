/**
 * Wrap BNB into WBNB (WBNB.deposit with value) or unwrap it back (WBNB.withdraw), with the
 * confirmation modal and the transaction list: what the swap screen's wrap will do, on its own.
 */
import { multicallAbi, wbnbAbi } from '@ghost/contracts'
import { Fraction } from '@ghost/sdk'
import { useId, useState } from 'react'
import { type Hash, zeroAddress } from 'viem'
import { useConnection, useWriteContract } from 'wagmi'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import {
  getTransactionErrorMessage,
  TransactionConfirmationModal,
  useTransactionAdder,
} from '../transactions'
import {
  AMOUNT_MAX_LENGTH,
  formatSummaryAmount,
  getWrapInputError,
  normalizeAmountInput,
  parseBnbAmount,
  type WrapDirection,
} from './wrapRules'

type Attempt = {
  direction: WrapDirection
  summary: string
  hash?: Hash | undefined
  errorMessage?: string | undefined
}

export function WrapBnbForm() {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const inputId = useId()
  const { address } = useConnection()
  const { chainId, manifest } = useRuntimeConfig()
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

  const write = useWriteContract()
  const addTransaction = useTransactionAdder()
  const [attempt, setAttempt] = useState<Attempt>()

  async function send(direction: WrapDirection) {
    if (amount === undefined) return
    const shown = formatSummaryAmount(amount, numberFormat.locale)
    const summary =
      direction === 'wrap'
        ? t('Wrap %amount% BNB to WBNB', { amount: shown })
        : t('Unwrap %amount% WBNB to BNB', { amount: shown })
    setAttempt({ direction, summary })
    try {
      const hash = await write.mutateAsync(
        direction === 'wrap'
          ? { chainId, address: wbnb, abi: wbnbAbi, functionName: 'deposit', value: amount }
          : { chainId, address: wbnb, abi: wbnbAbi, functionName: 'withdraw', args: [amount] },
      )
      addTransaction(hash, { summary })
      setAttempt({ direction, summary, hash })
      setTyped('')
    } catch (error) {
      const message = getTransactionErrorMessage(error, { flow: 'write' })
      setAttempt({ direction, summary, errorMessage: message && t(message.key, message.values) })
    }
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
      <button type="button" disabled={!!wrapError || !!attempt} onClick={() => void send('wrap')}>
        {t('Wrap')}
      </button>{' '}
      <button
        type="button"
        disabled={!!unwrapError || !!attempt}
        onClick={() => void send('unwrap')}
      >
        {t('Unwrap')}
      </button>
      {errors.map((error) => (
        <p key={error} className="wrap-form-error">
          {t(error)}
        </p>
      ))}
      {attempt ? (
        <TransactionConfirmationModal
          title={attempt.direction === 'wrap' ? t('Wrap') : t('Unwrap')}
          onDismiss={() => setAttempt(undefined)}
          attemptingTxn={!attempt.hash && !attempt.errorMessage}
          hash={attempt.hash}
          pendingText={attempt.summary}
          errorMessage={attempt.errorMessage}
        />
      ) : null}
    </form>
  )
}
