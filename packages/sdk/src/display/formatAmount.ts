import type { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'
import { formatNumber } from './formatNumber'
import { getSignificantPrecision, type SignificantDigitsContext } from './significantDigits'

/**
 * An amount with the significant digits its place on screen uses (rounded down, as amounts
 * never overstate what the user holds or gets), in the user's locale: whole digits are kept (and
 * a balance's four decimals),
 * dust reads '<0.0001', a billion and more compactly.
 *
 * @example
 * formatAmount(balance, 'balance') // '999,900'
 * formatAmount(balance, 'balance', 'de-DE') // '999.900'
 */
export function formatAmount(
  amount: CurrencyAmount<Currency>,
  context: SignificantDigitsContext = 'amount',
  locale = 'en-US',
): string {
  return formatNumber(amount, { locale, ...getSignificantPrecision(context) })
}
