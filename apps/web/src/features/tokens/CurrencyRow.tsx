import { type Currency, type CurrencyAmount, shortenSymbol } from '@ghost/sdk'
import { useId } from 'react'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useTranslation } from '../../i18n'
import { CurrencyLogo } from './CurrencyLogo'

export type CurrencyRowProps = {
  currency: Currency
  balance: CurrencyAmount<Currency> | undefined
  /** Whether a balance is expected (a wallet is connected). */
  showBalance: boolean
  isSelected: boolean
  isOtherSelected: boolean
  isUserAdded: boolean
  onSelect: () => void
}

/** One row of the token list: a button named by the symbol, with name and balance. */
export function CurrencyRow({
  currency,
  balance,
  showBalance,
  isSelected,
  isOtherSelected,
  isUserAdded,
  onSelect,
}: CurrencyRowProps) {
  const { t } = useTranslation()
  const descriptionId = useId()
  const balanceId = useId()
  const symbol = shortenSymbol(currency.symbol) ?? ''
  // Named by its visible symbol; the token's name and the balance, also visible, are its
  // description (hidden from the name, so the name is the symbol a speech user says).
  return (
    <button
      type="button"
      className={`currency-row${isOtherSelected ? ' other-selected' : ''}`}
      aria-describedby={showBalance ? `${descriptionId} ${balanceId}` : descriptionId}
      disabled={isSelected}
      onClick={onSelect}
    >
      <CurrencyLogo currency={currency} decorative />
      <span className="currency-row-text">
        <span className="currency-row-symbol">{symbol}</span>
        <span id={descriptionId} className="currency-row-name" aria-hidden="true">
          {currency.name}
          {isUserAdded ? ` • ${t('Added by user')}` : null}
        </span>
      </span>
      {showBalance ? (
        <span id={balanceId} className="currency-row-balance" aria-hidden="true">
          {balance ? <FormattedNumber value={balance} kind="balance" /> : '…'}
        </span>
      ) : null}
    </button>
  )
}
