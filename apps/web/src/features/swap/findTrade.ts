/**
 * The trade for a typed amount with everything worked out from it: the best route over the
 * pairs (spec §9), the slippage bounds, the price breakdown, the impact's severity and the
 * confirmation it needs. Its own module, loaded once an amount is typed (bundle budget).
 */
import {
  type ComputeSlippageAdjustedAmountsReturnType,
  type ComputeTradePriceBreakdownReturnType,
  type Currency,
  type CurrencyAmount,
  computeSlippageAdjustedAmounts,
  computeTradePriceBreakdown,
  getBestTrade,
  getPriceImpactConfirmation,
  getPriceImpactSeverity,
  type PriceImpactConfirmation,
  type PriceImpactSeverity,
  type RoutingSource,
  type Trade,
  TradeType,
} from '@ghost/sdk'

// The index update comes with the search: both are route-search code, loaded on first need.
export { updateRoutingIndex } from '@ghost/sdk'

export type FindTradeParameters = {
  /** The pairs, or their routing index kept across blocks (`useRoutingIndex`). */
  routing: RoutingSource
  /** The typed amount: input for exact input, output for exact output. */
  amount: CurrencyAmount<Currency>
  otherCurrency: Currency
  exactIn: boolean
  singleHopOnly: boolean
  slippageBps: number
}

export type FoundTrade = {
  trade: Trade<Currency, Currency>
  slippageAdjustedAmounts: ComputeSlippageAdjustedAmountsReturnType<Currency, Currency>
  priceBreakdown: ComputeTradePriceBreakdownReturnType<Currency>
  priceImpactSeverity: PriceImpactSeverity
  priceImpactConfirmation: PriceImpactConfirmation
}

/**
 * @example
 * findTrade({ routing: { index }, amount: oneBnb, otherCurrency: usdt, exactIn: true, singleHopOnly: false, slippageBps: 50 })?.trade
 */
export function findTrade({
  routing,
  amount,
  otherCurrency,
  exactIn,
  singleHopOnly,
  slippageBps,
}: FindTradeParameters): FoundTrade | undefined {
  const trade = getBestTrade({
    ...routing,
    tradeType: exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    amount,
    otherCurrency,
    singleHopOnly,
  })
  if (!trade) return undefined
  const priceBreakdown = computeTradePriceBreakdown(trade)
  return {
    trade,
    slippageAdjustedAmounts: computeSlippageAdjustedAmounts(trade, { slippage: slippageBps }),
    priceBreakdown,
    priceImpactSeverity: getPriceImpactSeverity(priceBreakdown.priceImpactWithoutFee),
    priceImpactConfirmation: getPriceImpactConfirmation(priceBreakdown.priceImpactWithoutFee),
  }
}
