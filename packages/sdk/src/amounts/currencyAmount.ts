import { MAX_UINT256 } from '../constants/amm'
import type { Currency } from '../currencies/currency'
import type { Token } from '../currencies/token'
import { AmountOverflowError, CurrencyMismatchError, InvalidDecimalsError } from '../errors/amounts'
import { formatUnitsExact } from './formatDecimal'
import { type BigintIsh, Fraction } from './fraction'
import { type FormatOptions, Rounding } from './rounding'

function label(currency: Currency): string {
  return currency.isNative ? `${currency.symbol}@${currency.chainId}` : currency.address
}

/**
 * An amount of a currency in base units (wei). It may hold a fraction of a base unit while
 * computing; `quotient` is the on-chain integer.
 *
 * @example
 * const amount = CurrencyAmount.fromRawAmount(usdt, 1_500_000_000_000_000_000n)
 * amount.toExact() // '1.5'
 */
export class CurrencyAmount<T extends Currency = Currency> extends Fraction {
  readonly currency: T
  readonly decimalScale: bigint

  protected constructor(currency: T, numerator: bigint, denominator = 1n) {
    super(numerator, denominator)
    if (this.quotient > MAX_UINT256) throw new AmountOverflowError({ amount: this.quotient })
    this.currency = currency
    this.decimalScale = 10n ** BigInt(currency.decimals)
  }

  /** An amount from base units, e.g. `10n ** 18n` for 1 BNB. */
  static fromRawAmount<T extends Currency>(currency: T, rawAmount: bigint): CurrencyAmount<T> {
    return new CurrencyAmount(currency, rawAmount)
  }

  /** An amount holding `numerator/denominator` base units. */
  static fromFractionalAmount<T extends Currency>(
    currency: T,
    numerator: bigint,
    denominator: bigint,
  ): CurrencyAmount<T> {
    return new CurrencyAmount(currency, numerator, denominator)
  }

  private assertSameCurrency(other: CurrencyAmount<Currency>): void {
    if (!this.currency.equals(other.currency)) {
      throw new CurrencyMismatchError({
        expected: label(this.currency),
        received: label(other.currency),
      })
    }
  }

  override add(other: CurrencyAmount<T>): CurrencyAmount<T> {
    this.assertSameCurrency(other)
    const sum = super.add(other)
    return new CurrencyAmount(this.currency, sum.numerator, sum.denominator)
  }

  override subtract(other: CurrencyAmount<T>): CurrencyAmount<T> {
    this.assertSameCurrency(other)
    const difference = super.subtract(other)
    return new CurrencyAmount(this.currency, difference.numerator, difference.denominator)
  }

  /** Scales the amount (by a price fraction, a percent, a raw factor); the currency stays. */
  override multiply(other: BigintIsh): CurrencyAmount<T> {
    const product = super.multiply(other)
    return new CurrencyAmount(this.currency, product.numerator, product.denominator)
  }

  override divide(other: BigintIsh): CurrencyAmount<T> {
    const quotient = super.divide(other)
    return new CurrencyAmount(this.currency, quotient.numerator, quotient.denominator)
  }

  /** In whole units, 6 significant digits rounded down by default. */
  override toSignificant(
    significantDigits = 6,
    format?: FormatOptions,
    rounding: Rounding = Rounding.ROUND_DOWN,
  ): string {
    return super.divide(this.decimalScale).toSignificant(significantDigits, format, rounding)
  }

  /** In whole units with `decimalPlaces` (at most the currency's decimals), rounded down by default. */
  override toFixed(
    decimalPlaces: number = this.currency.decimals,
    format?: FormatOptions,
    rounding: Rounding = Rounding.ROUND_DOWN,
  ): string {
    if (decimalPlaces > this.currency.decimals) {
      throw new InvalidDecimalsError({ decimals: decimalPlaces })
    }
    return super.divide(this.decimalScale).toFixed(decimalPlaces, format, rounding)
  }

  /** Every digit of the on-chain amount, trailing zeros dropped: '1.5', '0.000001', '12'. */
  toExact(format?: FormatOptions): string {
    return formatUnitsExact(this.quotient, this.currency.decimals, format)
  }

  /** The same amount in the wrapped token (BNB → WBNB). */
  get wrapped(): CurrencyAmount<Token> {
    return new CurrencyAmount(this.currency.wrapped, this.numerator, this.denominator)
  }
}
