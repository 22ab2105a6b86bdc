/**
 * Trade details (spec §2): minimum received or maximum sold, price impact coloured by its
 * severity, the liquidity-provider fee and the route.
 */
import {
  type ComputeTradePriceBreakdownReturnType,
  type Currency,
  type CurrencyAmount,
  type PriceImpactSeverity,
  type Trade,
  TradeType,
} from '@ghost/sdk'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'
import { formatPriceImpact } from './formatTradeFigures'

export type SwapDetailsProps = {
  trade: Trade<Currency, Currency>
  bounds: { maximumAmountIn: CurrencyAmount<Currency>; minimumAmountOut: CurrencyAmount<Currency> }
  breakdown: ComputeTradePriceBreakdownReturnType<Currency>
  severity: PriceImpactSeverity
}

export function SwapDetails({ trade, bounds, breakdown, severity }: SwapDetailsProps) {
  const { t } = useTranslation()
  const { locale } = useNumberFormat()
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const bound = exactIn ? bounds.minimumAmountOut : bounds.maximumAmountIn
  return (
    <section aria-label={t('Trade details')}>
      <dl className="swap-details">
        <div>
          <dt>{exactIn ? t('Minimum received') : t('Maximum sold')}</dt>
          <dd>
            <FormattedNumber value={bound} kind="amount" /> {bound.currency.symbol}
          </dd>
        </div>
        <div>
          <dt>{t('Price Impact')}</dt>
          <dd className={`price-impact severity-${severity}`}>
            {formatPriceImpact(breakdown.priceImpactWithoutFee, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('Liquidity Provider Fee')}</dt>
          <dd>
            <FormattedNumber value={breakdown.realizedLPFeeAmount} kind="balance" />{' '}
            {breakdown.realizedLPFeeAmount.currency.symbol}
          </dd>
        </div>
        <div>
          <dt>{t('Route')}</dt>
          <dd>
            {[
              trade.inputAmount.currency.symbol,
              ...trade.route.path.slice(1, -1).map((token) => token.symbol),
              trade.outputAmount.currency.symbol,
            ].join(' > ')}
          </dd>
        </div>
      </dl>
    </section>
  )
}
