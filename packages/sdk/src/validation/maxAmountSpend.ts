import { CurrencyAmount } from '../amounts/currencyAmount'
import { MIN_NATIVE_RESERVE } from '../constants/amm'
import type { Currency } from '../currencies/currency'

/**
 * What the max button fills in: the whole balance for tokens; for BNB the balance minus 0.01
 * BNB kept for gas, never below 0 (spec §5).
 *
 * @example
 * maxAmountSpend(bnbBalance)?.toExact()
 */
export function maxAmountSpend<T extends Currency>(
  balance: CurrencyAmount<T> | undefined,
): CurrencyAmount<T> | undefined {
  if (!balance) return undefined
  if (!balance.currency.isNative) return balance
  const raw = balance.quotient
  return CurrencyAmount.fromRawAmount(
    balance.currency,
    raw > MIN_NATIVE_RESERVE ? raw - MIN_NATIVE_RESERVE : 0n,
  )
}
