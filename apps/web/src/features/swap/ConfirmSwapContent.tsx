/**
 * The review step of the confirm modal (spec §4): the frozen trade with its bounds and details,
 * 'Price Updated' with Accept when the live trade moved (confirm stays disabled until then).
 */
import {
  type Currency,
  computeSlippageAdjustedAmounts,
  computeTradePriceBreakdown,
  getPriceImpactSeverity,
  shortenAddress,
  type Trade,
  TradeType,
} from '@ghost/sdk'
import type { Address } from 'viem'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'
import { SwapDetails } from './SwapDetails'
import { TradePriceRow } from './TradeSummary'

export type ConfirmSwapContentProps = {
  trade: Trade<Currency, Currency>
  /** The trade as it is now; differs from `trade` when prices moved. */
  priceUpdated: boolean
  onAccept: () => void
  onConfirm: () => void
  slippageBps: number
  /** The recipient when it is not the account. */
  recipient: Address | undefined
}

export function ConfirmSwapContent({
  trade,
  priceUpdated,
  onAccept,
  onConfirm,
  slippageBps,
  recipient,
}: ConfirmSwapContentProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const bounds = computeSlippageAdjustedAmounts(trade, { slippage: slippageBps })
  const breakdown = computeTradePriceBreakdown(trade)
  const severity = getPriceImpactSeverity(breakdown.priceImpactWithoutFee)
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  return (
    <div className="confirm-swap">
      <div className="confirm-swap-amounts">
        <p>
          <span className="confirm-swap-side">{t('From')}</span>{' '}
          <strong>
            <FormattedNumber value={trade.inputAmount} kind="amount" />{' '}
            {trade.inputAmount.currency.symbol}
          </strong>
        </p>
        <p>
          <span className="confirm-swap-side">{t('To')}</span>{' '}
          <strong>
            <FormattedNumber value={trade.outputAmount} kind="amount" />{' '}
            {trade.outputAmount.currency.symbol}
          </strong>
        </p>
      </div>
      {priceUpdated ? (
        <div className="price-updated" role="status">
          <span>{t('Price Updated')}</span>
          <button type="button" onClick={onAccept}>
            {t('Accept')}
          </button>
        </div>
      ) : null}
      <p className="confirm-swap-note">
        {exactIn
          ? t(
              'The output is an estimate: you receive at least %amount% %symbol%, or the transaction reverts.',
              {
                amount: numberFormat.amount(bounds.minimumAmountOut),
                symbol: bounds.minimumAmountOut.currency.symbol ?? '',
              },
            )
          : t(
              'The input is an estimate: you sell at most %amount% %symbol%, or the transaction reverts.',
              {
                amount: numberFormat.amount(bounds.maximumAmountIn),
                symbol: bounds.maximumAmountIn.currency.symbol ?? '',
              },
            )}
      </p>
      {recipient ? (
        <p className="confirm-swap-note">
          {t('The output goes to %recipient%.', { recipient: shortenAddress(recipient) })}
        </p>
      ) : null}
      <TradePriceRow trade={trade} />
      <SwapDetails trade={trade} bounds={bounds} breakdown={breakdown} severity={severity} />
      <button
        type="button"
        className={`wide-button${severity > 2 ? ' danger' : ''}`}
        disabled={priceUpdated}
        onClick={onConfirm}
      >
        {severity > 2 ? t('Swap Anyway') : t('Confirm Swap')}
      </button>
    </div>
  )
}
