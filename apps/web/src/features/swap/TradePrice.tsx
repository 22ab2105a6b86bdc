/** The execution price as 'x QUOTE per BASE' with a button to show it the other way round. */
import type { Currency, Price } from '@ghost/sdk'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'

export type TradePriceProps = {
  price: Price<Currency, Currency>
  inverted: boolean
  onInvert: () => void
}

export function TradePrice({ price, inverted, onInvert }: TradePriceProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const shown = inverted ? price.invert() : price
  return (
    <span className="trade-price" title={numberFormat.full(shown)}>
      {t('%price% %quote% per %base%', {
        price: numberFormat.significant(shown, 'price'),
        quote: shown.quoteCurrency.symbol ?? '',
        base: shown.baseCurrency.symbol ?? '',
      })}
      <button
        type="button"
        className="icon-button trade-price-invert"
        aria-label={t('Invert price')}
        onClick={onInvert}
      >
        ⇄
      </button>
    </span>
  )
}
