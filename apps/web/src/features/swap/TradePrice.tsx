/** The execution price as 'x QUOTE per BASE' with a button to show it the other way round. */
import type { Currency, Price } from '@ghost/sdk'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'
import { ChangedFigure } from './ChangedFigure'

export type TradePriceProps = {
  price: Price<Currency, Currency>
  /** The price shown before a price update, struck through beside the new one when it differs. */
  previousPrice?: Price<Currency, Currency> | undefined
  inverted: boolean
  onInvert: () => void
}

export function TradePrice({ price, previousPrice, inverted, onInvert }: TradePriceProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const text = (value: Price<Currency, Currency>) => {
    const shown = inverted ? value.invert() : value
    return t('%price% %quote% per %base%', {
      price: numberFormat.significant(shown, 'price'),
      quote: shown.quoteCurrency.symbol ?? '',
      base: shown.baseCurrency.symbol ?? '',
    })
  }
  return (
    <span className="trade-price" title={numberFormat.full(inverted ? price.invert() : price)}>
      <ChangedFigure now={text(price)} before={previousPrice && text(previousPrice)} />
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
