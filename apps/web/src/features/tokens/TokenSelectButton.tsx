/**
 * A button naming the chosen currency (or 'Select a currency') that opens the token selection
 * modal: for screens that pick a currency without an amount (import pool, add liquidity's
 * single side).
 */
import { type Currency, shortenSymbol } from '@ghost/sdk'
import { useState } from 'react'
import { useTranslation } from '../../i18n'
import { CurrencyLogo } from './CurrencyLogo'
import { LazyCurrencySearchModal } from './LazyCurrencySearchModal'
import './tokens.css'
import { ChevronDownIcon } from '../../components/icons/icons'

export type TokenSelectButtonProps = {
  currency: Currency | null | undefined
  onCurrencySelect: (currency: Currency) => void
  otherCurrency?: Currency | null | undefined
  disabled?: boolean | undefined
}

export function TokenSelectButton({
  currency,
  onCurrencySelect,
  otherCurrency,
  disabled = false,
}: TokenSelectButtonProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="currency-select-button"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {currency ? <CurrencyLogo currency={currency} decorative /> : null}
        <span>{currency ? (shortenSymbol(currency.symbol) ?? '') : t('Select a currency')}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <LazyCurrencySearchModal
          onDismiss={() => setOpen(false)}
          onCurrencySelect={onCurrencySelect}
          selectedCurrency={currency}
          otherSelectedCurrency={otherCurrency}
        />
      ) : null}
    </>
  )
}
