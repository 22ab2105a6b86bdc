import { CurrencyAmount } from '../amounts/currencyAmount'
import { Percent } from '../amounts/percent'
import { BIPS_BASE, FEE_MULTIPLIER } from '../constants/amm'
import type { Currency } from '../currencies/currency'
import type { Trade } from './trade'

export type ComputeTradePriceBreakdownReturnType<TInput extends Currency> = {
  /** Price impact minus what the 0.25% fees account for; can be negative on rounding. */
  priceImpactWithoutFee: Percent
  /** Total fee share over all hops: 1 − 0.9975^hops. */
  realizedLPFee: Percent
  /** The fee in input currency (rounded down). */
  realizedLPFeeAmount: CurrencyAmount<TInput>
}

/**
 * Splits a trade's price impact into the liquidity-provider fee and the rest (trade details
 * panel, and the confirmation rule that uses the impact without fee).
 *
 * @example
 * const { realizedLPFeeAmount } = computeTradePriceBreakdown(trade)
 * realizedLPFeeAmount.toSignificant(4)
 */
export function computeTradePriceBreakdown<TInput extends Currency, TOutput extends Currency>(
  trade: Trade<TInput, TOutput>,
): ComputeTradePriceBreakdownReturnType<TInput> {
  let keptNumerator = 1n
  let keptDenominator = 1n
  for (const _pair of trade.route.pairs) {
    keptNumerator *= FEE_MULTIPLIER
    keptDenominator *= BIPS_BASE
  }
  const realizedLPFee = new Percent(keptDenominator - keptNumerator, keptDenominator)
  const priceImpactWithoutFee = trade.priceImpact.subtract(realizedLPFee)
  const realizedLPFeeAmount = CurrencyAmount.fromRawAmount(
    trade.inputAmount.currency,
    realizedLPFee.multiply(trade.inputAmount.quotient).quotient,
  )
  return { priceImpactWithoutFee, realizedLPFee, realizedLPFeeAmount }
}
