/** How the swap screen prints a price impact and a USD value. */
import { type Currency, type CurrencyAmount, Fraction, Percent } from '@ghost/sdk'

const ONE_BIP = new Percent(1n, 10_000n)

/** '<0.01%' below one basis point (negative rounding included), else two decimals. */
export function formatPriceImpact(priceImpact: Percent): string {
  return priceImpact.lessThan(ONE_BIP) ? '<0.01%' : `${priceImpact.toFixed(2)}%`
}

/**
 * The USD value of an amount at a price per whole token, two decimals with thousands
 * separators; undefined when either is unknown.
 *
 * @example
 * formatUsdValue(oneBnb, new Fraction(600n)) // '600.00'
 */
export function formatUsdValue(
  amount: CurrencyAmount<Currency> | undefined,
  priceUsd: Fraction | undefined,
): string | undefined {
  if (!amount || !priceUsd) return undefined
  const whole = new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
  return whole.multiply(priceUsd).toFixed(2, { groupSeparator: ',' })
}
