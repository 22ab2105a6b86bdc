import { CurrencyAmount } from '../amounts/currencyAmount'
import { MAX_SLIPPAGE_BPS } from '../constants/settings'
import type { Currency } from '../currencies/currency'
import { UnexpectedSlippageError } from '../errors/slippage'

export type CalculateSlippageAmountParameters<T extends Currency> = {
  amount: CurrencyAmount<T>
  /** Basis points, an integer from 0 to 10000 (spec §5). */
  slippage: number
}

export type CalculateSlippageAmountReturnType<T extends Currency> = {
  /** amount·(10000 − slippage)/10000, rounded down. */
  minimum: CurrencyAmount<T>
  /** amount·(10000 + slippage)/10000, rounded down. */
  maximum: CurrencyAmount<T>
}

export type CalculateSlippageAmountErrorType = UnexpectedSlippageError

/**
 * The slippage bounds used when building transactions. Slippage outside 0–10000 throws
 * 'Unexpected slippage value'. New pools pass slippage 0.
 *
 * @example
 * calculateSlippageAmount({ amount, slippage: 50 }).minimum // amount · 0.995
 */
export function calculateSlippageAmount<T extends Currency>({
  amount,
  slippage,
}: CalculateSlippageAmountParameters<T>): CalculateSlippageAmountReturnType<T> {
  if (!Number.isInteger(slippage) || slippage < 0 || slippage > MAX_SLIPPAGE_BPS) {
    throw new UnexpectedSlippageError({ slippage })
  }
  const bps = BigInt(slippage)
  const raw = amount.quotient
  return {
    minimum: CurrencyAmount.fromRawAmount(amount.currency, (raw * (10_000n - bps)) / 10_000n),
    maximum: CurrencyAmount.fromRawAmount(amount.currency, (raw * (10_000n + bps)) / 10_000n),
  }
}
