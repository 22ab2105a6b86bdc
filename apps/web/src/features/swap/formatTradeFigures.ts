/** How the swap screen prints a price impact and a USD value. */
import {
  type Currency,
  type CurrencyAmount,
  Fraction,
  formatNumber,
  Percent,
  Rounding,
} from '@ghost/sdk'
import { getNumberFormat, withDollar } from '../../components/useNumberFormat'

const ONE_BIP = new Percent(1n, 10_000n)

/** '<0.01%' below one basis point (negative rounding included), else two decimals. */
export function formatPriceImpact(priceImpact: Percent, locale = 'en-US'): string {
  const percent = { locale, style: 'percent', decimals: 2 } as const
  return priceImpact.lessThan(ONE_BIP)
    ? `<${formatNumber(ONE_BIP, percent)}`
    : formatNumber(priceImpact, { ...percent, rounding: Rounding.ROUND_HALF_UP })
}

/**
 * The USD value of an amount at a price per whole token, '$' and two decimals with the
 * locale's separators (compact from a billion); undefined when either is unknown.
 *
 * @example
 * formatUsdValue(oneBnb, new Fraction(600n)) // '$600.00'
 */
export function formatUsdValue(
  amount: CurrencyAmount<Currency> | undefined,
  priceUsd: Fraction | undefined,
  locale = 'en-US',
): string | undefined {
  if (!amount || !priceUsd) return undefined
  const whole = new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
  return withDollar(getNumberFormat(locale).usd(whole.multiply(priceUsd)))
}
