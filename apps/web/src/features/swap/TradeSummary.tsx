/** The price line and the trade details of a found trade (loaded with the first trade). */
import type {
  ComputeTradePriceBreakdownReturnType,
  Currency,
  CurrencyAmount,
  PriceImpactSeverity,
  Trade,
} from '@ghost/sdk'
import { useState } from 'react'
import { useTranslation } from '../../i18n'
import { SwapDetails } from './SwapDetails'
import { TradePrice } from './TradePrice'

export type TradeSummaryProps = {
  trade: Trade<Currency, Currency>
  bounds: { maximumAmountIn: CurrencyAmount<Currency>; minimumAmountOut: CurrencyAmount<Currency> }
  breakdown: ComputeTradePriceBreakdownReturnType<Currency>
  severity: PriceImpactSeverity
}

export function TradePriceRow({
  trade,
  previousTrade,
}: {
  trade: Trade<Currency, Currency>
  /** The trade shown before a price update, to mark a changed price. */
  previousTrade?: Trade<Currency, Currency> | undefined
}) {
  const { t } = useTranslation()
  const [inverted, setInverted] = useState(false)
  return (
    <div className="swap-row">
      <span>{t('Price')}</span>
      <TradePrice
        price={trade.executionPrice}
        previousPrice={previousTrade?.executionPrice}
        inverted={inverted}
        onInvert={() => setInverted((value) => !value)}
      />
    </div>
  )
}

export function TradeSummary(props: TradeSummaryProps) {
  return <SwapDetails {...props} />
}
