import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Base units of a typed decimal for a currency; undefined when the text is not a number, has
 * more decimals than the currency, or is zero (a zero amount is ignored, spec §5).
 *
 * @example
 * tryParseAmount('1.5', usdt)?.quotient // 1500000000000000000n
 */
export function tryParseAmount<T extends Currency>(
  value: string | undefined,
  currency: T | undefined,
): CurrencyAmount<T> | undefined {
  if (!value || !currency) return undefined
  const match = DECIMAL.exec(value)
  if (!match) return undefined
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if ((whole === '' && fraction === '') || fraction.length > currency.decimals) return undefined
  const raw = BigInt(`${whole}${fraction.padEnd(currency.decimals, '0')}` || '0')
  if (raw === 0n) return undefined
  try {
    return CurrencyAmount.fromRawAmount(currency, raw)
  } catch {
    // beyond uint256: not an amount anyone can hold
    return undefined
  }
}
