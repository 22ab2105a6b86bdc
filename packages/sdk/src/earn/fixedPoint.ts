import { Fraction } from '../amounts/fraction'

// Fixed-point decimals over bigint for the one place that needs real powers: compounding with a
// fractional exponent (ROI calculator). 100 digits are carried and results are rounded to 80,
// the precision of the spec's number library (§9), so no float ever touches a USD figure.

const DIGITS = 100n
export const FIXED_ONE = 10n ** DIGITS
const OUTPUT_SCALE = 10n ** 80n

export function toFixedPoint(value: Fraction): bigint {
  return (value.numerator * FIXED_ONE) / value.denominator
}

/** Rounded (half up) to 80 decimals. */
export function fromFixedPoint(value: bigint): Fraction {
  const divisor = FIXED_ONE / OUTPUT_SCALE
  const rounded =
    value >= 0n ? (value + divisor / 2n) / divisor : -((-value + divisor / 2n) / divisor)
  return new Fraction(rounded, OUTPUT_SCALE)
}

function multiply(a: bigint, b: bigint): bigint {
  return (a * b) / FIXED_ONE
}

/** atanh series: ln(x) = 2·Σ y^(2k+1)/(2k+1), y = (x−1)/(x+1); fast for x near 1. */
function lnNearOne(x: bigint): bigint {
  const y = ((x - FIXED_ONE) * FIXED_ONE) / (x + FIXED_ONE)
  const ySquared = multiply(y, y)
  let term = y
  let sum = 0n
  for (let n = 1n; term !== 0n; n += 2n) {
    sum += term / n
    term = multiply(term, ySquared)
  }
  return 2n * sum
}

let ln2Cache: bigint | undefined
function ln2(): bigint {
  ln2Cache ??= lnNearOne(2n * FIXED_ONE)
  return ln2Cache
}

/** Natural logarithm of a positive fixed-point value. */
export function ln(x: bigint): bigint {
  let value = x
  let powerOfTwo = 0n
  while (value > 2n * FIXED_ONE) {
    value /= 2n
    powerOfTwo += 1n
  }
  while (value < FIXED_ONE / 2n) {
    value *= 2n
    powerOfTwo -= 1n
  }
  return lnNearOne(value) + powerOfTwo * ln2()
}

/** e^x: x = k·ln2 + r with |r| ≤ ln2/2, Taylor series for e^r, then a power of two. */
export function exp(x: bigint): bigint {
  const log2 = ln2()
  const k = (x >= 0n ? x + log2 / 2n : x - log2 / 2n) / log2
  const r = x - k * log2
  let term = FIXED_ONE
  let sum = FIXED_ONE
  for (let n = 1n; term !== 0n; n++) {
    term = multiply(term, r) / n
    sum += term
  }
  return k >= 0n ? sum * 2n ** k : sum / 2n ** -k
}

/** base^exponent for base > 0; exact repeated squaring when the exponent is a whole number. */
export function power(base: bigint, exponent: Fraction): bigint {
  if (exponent.numerator % exponent.denominator === 0n && exponent.quotient >= 0n) {
    let result = FIXED_ONE
    let factor = base
    for (let e = exponent.quotient; e > 0n; e >>= 1n) {
      if (e & 1n) result = multiply(result, factor)
      factor = multiply(factor, factor)
    }
    return result
  }
  return exp(multiply(ln(base), toFixedPoint(exponent)))
}
