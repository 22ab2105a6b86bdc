/**
 * The review step of the confirm modal (spec §4): the trade with its bounds and details. When the
 * live trade moves away from the one the user reviewed, the modal shows the new trade at once
 * (amounts, minimum received or maximum sold, price), each changed figure beside its old value
 * struck through, and 'Price Updated' with Accept; Confirm Swap stays disabled until Accept takes
 * exactly the trade on screen.
 */
import {
  type Currency,
  type CurrencyAmount,
  computeSlippageAdjustedAmounts,
  computeTradePriceBreakdown,
  getPriceImpactSeverity,
  shortenAddress,
  type Trade,
  TradeType,
} from '@ghost/sdk'
import type { Address } from 'viem'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'
import { ChangedFigure } from './ChangedFigure'
import { SwapDetails } from './SwapDetails'
import { TradePriceRow } from './TradeSummary'

export type ConfirmSwapContentProps = {
  /** The trade on screen: the one Accept takes and Confirm Swap sends. */
  trade: Trade<Currency, Currency>
  /**
   * The trade the user reviewed or accepted last, when the live trade has moved away from it
   * ('Price Updated'): its figures are shown struck through beside the new ones, and Confirm Swap
   * waits for Accept.
   */
  previousTrade?: Trade<Currency, Currency> | undefined
  onAccept: () => void
  onConfirm: () => void
  slippageBps: number
  /** The recipient when it is not the account. */
  recipient: Address | undefined
}

export function ConfirmSwapContent({
  trade,
  previousTrade,
  onAccept,
  onConfirm,
  slippageBps,
  recipient,
}: ConfirmSwapContentProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const amountText = (amount: CurrencyAmount<Currency>) =>
    `${numberFormat.amount(amount)} ${amount.currency.symbol ?? ''}`
  const bounds = computeSlippageAdjustedAmounts(trade, { slippage: slippageBps })
  const previousBounds = previousTrade
    ? computeSlippageAdjustedAmounts(previousTrade, { slippage: slippageBps })
    : undefined
  const breakdown = computeTradePriceBreakdown(trade)
  const severity = getPriceImpactSeverity(breakdown.priceImpactWithoutFee)
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const priceUpdated = previousTrade !== undefined
  return (
    <div className="confirm-swap">
      <dl className="confirm-swap-amounts">
        <div>
          <dt className="confirm-swap-side">{t('From')}</dt>
          <dd>
            <ChangedFigure
              now={amountText(trade.inputAmount)}
              before={previousTrade && amountText(previousTrade.inputAmount)}
            />
          </dd>
        </div>
        <div>
          <dt className="confirm-swap-side">{t('To')}</dt>
          <dd>
            <ChangedFigure
              now={amountText(trade.outputAmount)}
              before={previousTrade && amountText(previousTrade.outputAmount)}
            />
          </dd>
        </div>
      </dl>
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
      <TradePriceRow trade={trade} previousTrade={previousTrade} />
      <SwapDetails
        trade={trade}
        bounds={bounds}
        previousBounds={previousBounds}
        breakdown={breakdown}
        severity={severity}
      />
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
