import { type BigintIsh, Fraction } from './fraction'
import type { FormatOptions, Rounding } from './rounding'

const ONE_HUNDRED = new Fraction(100n)

function toPercent(fraction: Fraction): Percent {
  return new Percent(fraction.numerator, fraction.denominator)
}

/**
 * A fraction read as a percentage: `new Percent(50n, 10_000n)` is 0.5%. Printing multiplies by 100.
 *
 * @example
 * new Percent(50n, 10_000n).toFixed(2) // '0.50'
 */
export class Percent extends Fraction {
  /** Keeps a Percent distinguishable from a Fraction of the same value. */
  readonly isPercent = true as const

  /** A Percent from basis points: `Percent.fromBips(50)` is 0.5%. */
  static fromBips(bips: number | bigint): Percent {
    return new Percent(BigInt(bips), 10_000n)
  }

  override add(other: BigintIsh): Percent {
    return toPercent(super.add(other))
  }

  override subtract(other: BigintIsh): Percent {
    return toPercent(super.subtract(other))
  }

  override multiply(other: BigintIsh): Percent {
    return toPercent(super.multiply(other))
  }

  override divide(other: BigintIsh): Percent {
    return toPercent(super.divide(other))
  }

  override toSignificant(
    significantDigits = 5,
    format?: FormatOptions,
    rounding?: Rounding,
  ): string {
    return super.multiply(ONE_HUNDRED).toSignificant(significantDigits, format, rounding)
  }

  override toFixed(decimalPlaces = 2, format?: FormatOptions, rounding?: Rounding): string {
    return super.multiply(ONE_HUNDRED).toFixed(decimalPlaces, format, rounding)
  }
}
