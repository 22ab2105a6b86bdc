import { formatFixed, formatSignificant } from './formatDecimal'
import { type FormatOptions, Rounding } from './rounding'

export type BigintIsh = bigint | Fraction

function parse(value: BigintIsh): Fraction {
  return typeof value === 'bigint' ? new Fraction(value) : value
}

/**
 * An exact rational number over bigint. Results are not reduced; comparisons cross-multiply.
 *
 * @example
 * new Fraction(1n, 3n).add(new Fraction(1n, 6n)).toSignificant(3) // '0.5'
 */
export class Fraction {
  readonly numerator: bigint
  readonly denominator: bigint

  constructor(numerator: bigint, denominator = 1n) {
    this.numerator = numerator
    this.denominator = denominator
  }

  /** Floor division (bigint division truncates toward zero). */
  get quotient(): bigint {
    return this.numerator / this.denominator
  }

  get remainder(): Fraction {
    return new Fraction(this.numerator % this.denominator, this.denominator)
  }

  /** A plain Fraction with the same value, dropping any subclass meaning. */
  get asFraction(): Fraction {
    return new Fraction(this.numerator, this.denominator)
  }

  invert(): Fraction {
    return new Fraction(this.denominator, this.numerator)
  }

  add(other: BigintIsh): Fraction {
    const o = parse(other)
    if (this.denominator === o.denominator) {
      return new Fraction(this.numerator + o.numerator, this.denominator)
    }
    return new Fraction(
      this.numerator * o.denominator + o.numerator * this.denominator,
      this.denominator * o.denominator,
    )
  }

  subtract(other: BigintIsh): Fraction {
    const o = parse(other)
    if (this.denominator === o.denominator) {
      return new Fraction(this.numerator - o.numerator, this.denominator)
    }
    return new Fraction(
      this.numerator * o.denominator - o.numerator * this.denominator,
      this.denominator * o.denominator,
    )
  }

  multiply(other: BigintIsh): Fraction {
    const o = parse(other)
    return new Fraction(this.numerator * o.numerator, this.denominator * o.denominator)
  }

  divide(other: BigintIsh): Fraction {
    const o = parse(other)
    return new Fraction(this.numerator * o.denominator, this.denominator * o.numerator)
  }

  lessThan(other: BigintIsh): boolean {
    const o = parse(other)
    return this.numerator * o.denominator < o.numerator * this.denominator
  }

  equalTo(other: BigintIsh): boolean {
    const o = parse(other)
    return this.numerator * o.denominator === o.numerator * this.denominator
  }

  greaterThan(other: BigintIsh): boolean {
    const o = parse(other)
    return this.numerator * o.denominator > o.numerator * this.denominator
  }

  toSignificant(
    significantDigits: number,
    format?: FormatOptions,
    rounding: Rounding = Rounding.ROUND_HALF_UP,
  ): string {
    return formatSignificant(this.numerator, this.denominator, significantDigits, rounding, format)
  }

  toFixed(
    decimalPlaces: number,
    format?: FormatOptions,
    rounding: Rounding = Rounding.ROUND_HALF_UP,
  ): string {
    return formatFixed(this.numerator, this.denominator, decimalPlaces, rounding, format)
  }
}
