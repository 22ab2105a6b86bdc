import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Base units of a typed decimal with `decimals` places; undefined when the text is not a number
 * or has more decimals than that. Zero answers 0n (callers decide what zero means).
 *
 * @example
 * parseTypedUnits('1.5', 18) // 1500000000000000000n
 */
export function parseTypedUnits(value: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(value)
  if (!match) return undefined
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if ((whole === '' && fraction === '') || fraction.length > decimals) return undefined
  return BigInt(`${whole}${fraction.padEnd(decimals, '0')}` || '0')
}

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
  const raw = parseTypedUnits(value, currency.decimals)
  if (raw === undefined || raw === 0n) return undefined
  try {
    return CurrencyAmount.fromRawAmount(currency, raw)
  } catch {
    // beyond uint256: not an amount anyone can hold
    return undefined
  }
}
