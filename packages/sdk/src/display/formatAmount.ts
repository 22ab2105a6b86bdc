import type { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'
import { SIGNIFICANT_DIGITS, type SignificantDigitsContext } from './significantDigits'

/**
 * An amount with the significant digits its place on screen uses (rounded down, as amounts
 * never overstate what the user holds or gets).
 *
 * @example
 * formatAmount(balance, 'balance') // '1.234'
 */
export function formatAmount(
  amount: CurrencyAmount<Currency>,
  context: SignificantDigitsContext = 'amount',
): string {
  return amount.toSignificant(SIGNIFICANT_DIGITS[context])
}
