import { Fraction } from './fraction'

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * An exact Fraction from a plain decimal string ('0.005', '12', '.5'); undefined when the text
 * is not one. For prices, APRs and config values that are not on-chain amounts.
 *
 * @example
 * parseDecimal('0.005')?.toSignificant(3) // '0.005'
 */
export function parseDecimal(value: string): Fraction | undefined {
  const match = DECIMAL.exec(value.trim())
  if (!match) return undefined
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return undefined
  return new Fraction(BigInt(`${whole}${fraction}` || '0'), 10n ** BigInt(fraction.length))
}
