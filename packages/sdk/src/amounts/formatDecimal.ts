import { InvalidFormatArgumentError } from '../errors/amounts'
import { type FormatOptions, Rounding } from './rounding'

// Exact decimal printing of numerator/denominator with bigint only, so no value ever passes
// through a float on its way to the screen.

function abs(value: bigint): bigint {
  return value < 0n ? -value : value
}

/** Divides non-negative `a` by positive `b`, rounding as asked. */
export function divideRounded(a: bigint, b: bigint, rounding: Rounding): bigint {
  const quotient = a / b
  const remainder = a % b
  if (remainder === 0n) return quotient
  if (rounding === Rounding.ROUND_UP) return quotient + 1n
  if (rounding === Rounding.ROUND_HALF_UP) return remainder * 2n >= b ? quotient + 1n : quotient
  return quotient
}

export function groupDigits(integer: string, separator: string): string {
  if (!separator || integer.length <= 3) return integer
  const head = integer.length % 3
  const groups: string[] = head ? [integer.slice(0, head)] : []
  for (let index = head; index < integer.length; index += 3) {
    groups.push(integer.slice(index, index + 3))
  }
  return groups.join(separator)
}

function join(
  negative: boolean,
  integer: string,
  fraction: string,
  format: FormatOptions | undefined,
): string {
  const sign = negative ? '-' : ''
  const grouped = groupDigits(integer, format?.groupSeparator ?? '')
  return fraction
    ? `${sign}${grouped}${format?.decimalSeparator ?? '.'}${fraction}`
    : `${sign}${grouped}`
}

/** `numerator/denominator` with exactly `decimalPlaces` decimals. */
export function formatFixed(
  numerator: bigint,
  denominator: bigint,
  decimalPlaces: number,
  rounding: Rounding,
  format?: FormatOptions,
): string {
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0) {
    throw new InvalidFormatArgumentError({ argument: 'decimal places', value: decimalPlaces })
  }
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n
  const scale = 10n ** BigInt(decimalPlaces)
  const scaled = divideRounded(abs(numerator) * scale, abs(denominator), rounding)
  const integer = (scaled / scale).toString()
  const fraction = decimalPlaces > 0 ? (scaled % scale).toString().padStart(decimalPlaces, '0') : ''
  return join(negative && scaled !== 0n, integer, fraction, format)
}

/** `numerator/denominator` rounded to `significantDigits`, trailing zeros dropped, no exponent. */
export function formatSignificant(
  numerator: bigint,
  denominator: bigint,
  significantDigits: number,
  rounding: Rounding,
  format?: FormatOptions,
): string {
  if (!Number.isInteger(significantDigits) || significantDigits < 1) {
    throw new InvalidFormatArgumentError({
      argument: 'significant digits',
      value: significantDigits,
    })
  }
  const a = abs(numerator)
  const b = abs(denominator)
  if (a === 0n) return '0'
  const negative = numerator < 0n !== denominator < 0n
  // exponent e with 10^e <= a/b < 10^(e+1)
  let exponent = a.toString().length - b.toString().length
  const below = exponent >= 0 ? a < b * 10n ** BigInt(exponent) : a * 10n ** BigInt(-exponent) < b
  if (below) exponent -= 1
  let shift = significantDigits - 1 - exponent
  let digits =
    shift >= 0
      ? divideRounded(a * 10n ** BigInt(shift), b, rounding)
      : divideRounded(a, b * 10n ** BigInt(-shift), rounding)
  if (digits === 10n ** BigInt(significantDigits)) {
    digits /= 10n
    shift -= 1
  }
  if (shift <= 0) return join(negative, (digits * 10n ** BigInt(-shift)).toString(), '', format)
  const text = digits.toString().padStart(shift + 1, '0')
  const integer = text.slice(0, text.length - shift)
  const fraction = text.slice(text.length - shift).replace(/0+$/, '')
  return join(negative, integer, fraction, format)
}

/** Exact `raw / 10^decimals`, trailing zeros dropped. */
export function formatUnitsExact(raw: bigint, decimals: number, format?: FormatOptions): string {
  const negative = raw < 0n
  const scale = 10n ** BigInt(decimals)
  const value = abs(raw)
  const integer = (value / scale).toString()
  const fraction =
    decimals > 0 ? (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : ''
  return join(negative, integer, fraction, format)
}
