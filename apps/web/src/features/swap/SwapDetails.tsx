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
import { ChangedFigure } from './ChangedFigure'
import { formatPriceImpact } from './formatTradeFigures'

export type SwapDetailsProps = {
  trade: Trade<Currency, Currency>
  bounds: { maximumAmountIn: CurrencyAmount<Currency>; minimumAmountOut: CurrencyAmount<Currency> }
  /** The bounds of the trade shown before a price update, to mark the one that changed. */
  previousBounds?:
    | { maximumAmountIn: CurrencyAmount<Currency>; minimumAmountOut: CurrencyAmount<Currency> }
    | undefined
  breakdown: ComputeTradePriceBreakdownReturnType<Currency>
  severity: PriceImpactSeverity
}

export function SwapDetails({
  trade,
  bounds,
  previousBounds,
  breakdown,
  severity,
}: SwapDetailsProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const bound = exactIn ? bounds.minimumAmountOut : bounds.maximumAmountIn
  const previousBound = previousBounds
    ? exactIn
      ? previousBounds.minimumAmountOut
      : previousBounds.maximumAmountIn
    : undefined
  return (
    <section aria-label={t('Trade details')}>
      <dl className="swap-details">
        <div>
          <dt>{exactIn ? t('Minimum received') : t('Maximum sold')}</dt>
          <dd>
            <ChangedFigure
              now={`${numberFormat.amount(bound)} ${bound.currency.symbol ?? ''}`}
              before={
                previousBound &&
                `${numberFormat.amount(previousBound)} ${previousBound.currency.symbol ?? ''}`
              }
            />
          </dd>
        </div>
        <div>
          <dt>{t('Price Impact')}</dt>
          <dd className={`price-impact severity-${severity}`}>
            {formatPriceImpact(breakdown.priceImpactWithoutFee, numberFormat.locale)}
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
