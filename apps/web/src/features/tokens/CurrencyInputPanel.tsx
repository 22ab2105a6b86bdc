/**
 * An amount field with its currency (spec §2 swap and add liquidity, §5 amount input): the label
 * names the field, the input takes digits with one decimal point (commas become dots, at most
 * 79 characters), MAX fills the spendable balance, and the currency button opens the token
 * selection modal (loaded on first open).
 */
import { AMOUNT_INPUT_MAX_LENGTH, type Currency, parseAmountInput, shortenSymbol } from '@ghost/sdk'
import { useId, useState } from 'react'
import { useConnection } from 'wagmi'
import { useCurrencyBalance } from '../../chain/tokens/useCurrencyBalances'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'
import { CurrencyLogo } from './CurrencyLogo'
import { LazyCurrencySearchModal } from './LazyCurrencySearchModal'
import './tokens.css'
import { ChevronDownIcon } from '../../components/icons/icons'

export type CurrencyInputPanelProps = {
  id: string
  /** Visible label that also names the amount input ('From', 'To', 'Input', …), translated. */
  label: string
  value: string
  onUserInput: (value: string) => void
  onMax?: (() => void) | undefined
  showMaxButton: boolean
  currency: Currency | null | undefined
  onCurrencySelect?: ((currency: Currency) => void) | undefined
  otherCurrency?: Currency | null | undefined
  disableCurrencySelect?: boolean | undefined
  hideBalance?: boolean | undefined
  /** Already formatted value in USD, shown under the amount. */
  usdValue?: string | undefined
}

export function CurrencyInputPanel({
  id,
  label,
  value,
  onUserInput,
  onMax,
  showMaxButton,
  currency,
  onCurrencySelect,
  otherCurrency,
  disableCurrencySelect = false,
  hideBalance = false,
  usdValue,
}: CurrencyInputPanelProps) {
  const { t } = useTranslation()
  const { address: account } = useConnection()
  const balance = useCurrencyBalance(account, currency ?? undefined)
  const numberFormat = useNumberFormat()
  const [modalOpen, setModalOpen] = useState(false)
  const inputId = `${id}-amount`
  const labelId = useId()
  const symbol = currency ? (shortenSymbol(currency.symbol) ?? '') : undefined

  return (
    <fieldset id={id} className="currency-input-panel" aria-labelledby={labelId}>
      <div className="currency-input-top">
        <label id={labelId} htmlFor={inputId} className="currency-input-label">
          {label}
        </label>
        {account && currency && !hideBalance ? (
          <span
            className="currency-input-balance"
            title={balance ? numberFormat.full(balance) : undefined}
          >
            {t('Balance: %amount%', {
              amount: balance ? numberFormat.amount(balance, 'balance') : '…',
            })}
          </span>
        ) : null}
      </div>
      <div className="currency-input-row">
        <input
          id={inputId}
          className="currency-input-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          pattern="^[0-9]*[.,]?[0-9]*$"
          placeholder="0.0"
          minLength={1}
          maxLength={AMOUNT_INPUT_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            const next = parseAmountInput(event.target.value)
            if (next !== undefined) onUserInput(next)
          }}
        />
        {account && currency && showMaxButton && onMax ? (
          <button type="button" className="max-button" onClick={onMax}>
            {t('MAX')}
          </button>
        ) : null}
        <button
          type="button"
          className="currency-select-button"
          disabled={disableCurrencySelect}
          onClick={() => setModalOpen(true)}
        >
          {currency ? <CurrencyLogo currency={currency} decorative /> : null}
          <span>{symbol ?? t('Select a currency')}</span>
          {disableCurrencySelect ? null : <ChevronDownIcon />}
        </button>
      </div>
      {usdValue ? <div className="currency-input-usd">~{usdValue}</div> : null}
      {modalOpen && onCurrencySelect ? (
        <LazyCurrencySearchModal
          onDismiss={() => setModalOpen(false)}
          onCurrencySelect={onCurrencySelect}
          selectedCurrency={currency}
          otherSelectedCurrency={otherCurrency}
        />
      ) : null}
    </fieldset>
  )
}
