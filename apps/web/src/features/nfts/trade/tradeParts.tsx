/** Small pieces the trade modals share: the fee table, a BNB figure, the modal wrapper. */
import { Fraction, type NftFeeBreakdown, type SignificantDigitsContext } from '@ghost/sdk'
import { type ReactNode, useId } from 'react'
import type { WriteFlowState } from '../../../chain/transactions/useWriteFlow'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { TransactionConfirmationModal } from '../../transactions'
import {
  getAskPriceError,
  getFeeRows,
  normalizePriceInput,
  PRICE_MAX_LENGTH,
  parsePrice,
  TRADE_TEXTS,
} from './tradeRules'
// The modal and parts' own styles, wherever they are used (the NFT market, rewards, squad).
import './trade.css'

const WEI = 10n ** 18n

/** Every digit of a wei amount in the user's locale (a fee breakdown must add up to the wei). */
export function useBnbText() {
  const format = useNumberFormat()
  return (wei: bigint) => format.full(new Fraction(wei, WEI))
}

/** A wei amount as the formatter writes it for `context` (every digit in the title). */
export function useBnbAmountText(context: SignificantDigitsContext = 'amount') {
  const format = useNumberFormat()
  return (wei: bigint) => format.significant(new Fraction(wei, WEI), context)
}

/**
 * A wei amount with its unit: the place's significant digits, every digit on hover (issue 28: a
 * reward read '0.066666666666666666 BNB'); 'exact' only where rows must add up to the wei.
 */
export function BnbAmount({
  wei,
  symbol = 'BNB',
  kind = 'amount',
}: {
  wei: bigint
  symbol?: string
  kind?: SignificantDigitsContext | 'exact'
}) {
  const text = useBnbText()
  return (
    <span className="nft-trade-amount">
      {kind === 'exact' ? (
        text(wei)
      ) : (
        <FormattedNumber value={new Fraction(wei, WEI)} kind={kind} />
      )}{' '}
      {symbol}
    </span>
  )
}

/** The price split before anyone pays: platform fee, ghost pot fee, royalty, what the seller gets. */
export function FeeBreakdownTable({
  breakdown,
  receiver,
  royaltyToSeller = false,
}: {
  breakdown: NftFeeBreakdown | undefined
  receiver: 'seller' | 'you'
  /** A lazily minted sale: the creator is paid the royalty with the rest. */
  royaltyToSeller?: boolean
}) {
  const { t } = useTranslation()
  if (!breakdown) return <p className="nft-trade-muted">{t('Loading fees…')}</p>
  return (
    <table className="nft-trade-fees" aria-label={t('Fee breakdown')}>
      <tbody>
        {getFeeRows(breakdown, receiver, { royaltyToSeller }).map((row) => (
          <tr key={row.label} className={row.total ? 'nft-trade-fees-total' : undefined}>
            <th scope="row">{t(row.label)}</th>
            <td>
              <BnbAmount wei={row.amount} kind="exact" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A typed BNB price within the market's limits: the value, and the error to show (if any). */
export function usePriceInput(
  typed: string,
  min: bigint | undefined,
  max: bigint | undefined,
): { price: bigint | undefined; invalid: boolean; errorText: string | undefined } {
  const { t } = useTranslation()
  const bnbText = useBnbText()
  const priceError = getAskPriceError({ typed, min, max })
  const errorText =
    typed === '' || !priceError
      ? undefined
      : priceError.key === TRADE_TEXTS.priceRange
        ? t(TRADE_TEXTS.priceRange, {
            minPrice: bnbText(priceError.min),
            maxPrice: bnbText(priceError.max),
          })
        : t(priceError.key)
  return { price: parsePrice(typed), invalid: !!priceError, errorText }
}

/** The price box of the sell and reprice modals; only digits and one separator get in. */
export function PriceInput({
  label,
  typed,
  onType,
  errorText,
}: {
  label: string
  typed: string
  onType: (value: string) => void
  errorText: string | undefined
}) {
  const inputId = useId()
  const errorId = useId()
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        maxLength={PRICE_MAX_LENGTH}
        value={typed}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? errorId : undefined}
        onChange={(event) => {
          const value = normalizePriceInput(event.target.value)
          if (value !== undefined) onType(value)
        }}
      />
      {errorText ? (
        <p id={errorId} role="alert" className="nft-trade-error">
          {errorText}
        </p>
      ) : null}
    </>
  )
}

/**
 * The transaction modal of one trade step. An error's Dismiss (or the close button while an error
 * shows) returns to the review with the form as it was; otherwise dismissing closes the modal.
 */
export function TradeModal({
  title,
  state,
  onReset,
  onClose,
  children,
}: {
  title: string
  state: WriteFlowState
  onReset: () => void
  onClose: () => void
  children: ReactNode
}) {
  return (
    <TransactionConfirmationModal
      title={title}
      onDismiss={state.errorMessage ? onReset : onClose}
      attemptingTxn={state.attempting}
      hash={state.hash}
      pendingText={state.pendingText}
      errorMessage={state.errorMessage}
    >
      <div className="nft-trade-review">{children}</div>
    </TransactionConfirmationModal>
  )
}
