import { type Currency, CurrencyAmount, type Pair, tryParseAmount } from '@ghost/sdk'

export type GetDependentAmountParameters = {
  /** The amount typed on the independent side. */
  independentAmount: CurrencyAmount<Currency> | undefined
  /** The currency of the other side. */
  dependentCurrency: Currency | undefined
  pair: Pair | null
  /** A new pool: the user types both sides (spec §4). */
  noLiquidity: boolean
  /** What the user typed on the dependent side earlier (kept only for new pools). */
  otherTypedValue: string
}

/**
 * The amount on the side the user did not type (spec §5): in a new pool, whatever the user typed
 * there (they set the price); otherwise the independent amount at the pool's mid price, rounded
 * down to a base unit, in the dependent currency (BNB stays BNB, not WBNB).
 *
 * @example
 * getDependentAmount({ independentAmount: oneBnb, dependentCurrency: usdt, pair, noLiquidity: false, otherTypedValue: '' })
 * // 600 USDT in a 1,000 BNB / 600,000 USDT pool
 */
export function getDependentAmount({
  independentAmount,
  dependentCurrency,
  pair,
  noLiquidity,
  otherTypedValue,
}: GetDependentAmountParameters): CurrencyAmount<Currency> | undefined {
  if (!dependentCurrency) return undefined
  if (noLiquidity) return tryParseAmount(otherTypedValue, dependentCurrency)
  if (!independentAmount || !pair) return undefined
  const independentToken = independentAmount.currency.wrapped
  const dependentToken = dependentCurrency.wrapped
  if (
    independentToken.equals(dependentToken) ||
    !pair.involvesToken(independentToken) ||
    !pair.involvesToken(dependentToken)
  )
    return undefined
  const quoted = pair.priceOf(independentToken).quote(independentAmount.wrapped)
  return CurrencyAmount.fromRawAmount(dependentCurrency, quoted.quotient)
}
