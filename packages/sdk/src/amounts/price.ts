import type { Currency } from '../currencies/currency'
import { CurrencyMismatchError } from '../errors/amounts'
import { CurrencyAmount } from './currencyAmount'
import { Fraction } from './fraction'
import type { FormatOptions, Rounding } from './rounding'

export type PriceParameters<TBase extends Currency, TQuote extends Currency> = {
  baseCurrency: TBase
  quoteCurrency: TQuote
  /** Base units of the base currency. */
  denominator: bigint
  /** Base units of the quote currency worth `denominator` of the base. */
  numerator: bigint
}

function label(currency: Currency): string {
  return currency.isNative ? currency.symbol : currency.address
}

/**
 * How much quote currency one base currency buys. Stored in base units; `toSignificant` and
 * `toFixed` print it in whole units.
 *
 * @example
 * const price = Price.fromAmounts({ baseAmount: oneWbnb, quoteAmount: threeHundredUsdt })
 * price.toSignificant(6) // '300'
 * price.invert().toSignificant(6) // '0.00333333'
 */
export class Price<
  TBase extends Currency = Currency,
  TQuote extends Currency = Currency,
> extends Fraction {
  readonly baseCurrency: TBase
  readonly quoteCurrency: TQuote
  /** Converts the base-unit ratio to a whole-unit ratio. */
  readonly scalar: Fraction

  constructor({
    baseCurrency,
    quoteCurrency,
    denominator,
    numerator,
  }: PriceParameters<TBase, TQuote>) {
    super(numerator, denominator)
    this.baseCurrency = baseCurrency
    this.quoteCurrency = quoteCurrency
    this.scalar = new Fraction(
      10n ** BigInt(baseCurrency.decimals),
      10n ** BigInt(quoteCurrency.decimals),
    )
  }

  /** The price at which `baseAmount` trades for `quoteAmount`. */
  static fromAmounts<TBase extends Currency, TQuote extends Currency>({
    baseAmount,
    quoteAmount,
  }: {
    baseAmount: CurrencyAmount<TBase>
    quoteAmount: CurrencyAmount<TQuote>
  }): Price<TBase, TQuote> {
    const ratio = new Fraction(quoteAmount.numerator, quoteAmount.denominator).divide(
      new Fraction(baseAmount.numerator, baseAmount.denominator),
    )
    return new Price({
      baseCurrency: baseAmount.currency,
      quoteCurrency: quoteAmount.currency,
      denominator: ratio.denominator,
      numerator: ratio.numerator,
    })
  }

  /** The same price seen from the other side. */
  override invert(): Price<TQuote, TBase> {
    return new Price({
      baseCurrency: this.quoteCurrency,
      quoteCurrency: this.baseCurrency,
      denominator: this.numerator,
      numerator: this.denominator,
    })
  }

  /** Chains prices: (A→B) × (B→C) = A→C. */
  override multiply<TOther extends Currency>(other: Price<TQuote, TOther>): Price<TBase, TOther> {
    if (!this.quoteCurrency.equals(other.baseCurrency)) {
      throw new CurrencyMismatchError({
        expected: label(this.quoteCurrency),
        received: label(other.baseCurrency),
      })
    }
    const product = super.multiply(other)
    return new Price({
      baseCurrency: this.baseCurrency,
      quoteCurrency: other.quoteCurrency,
      denominator: product.denominator,
      numerator: product.numerator,
    })
  }

  /** The quote amount worth `amount` of the base currency at this price. */
  quote(amount: CurrencyAmount<TBase>): CurrencyAmount<TQuote> {
    if (!amount.currency.equals(this.baseCurrency)) {
      throw new CurrencyMismatchError({
        expected: label(this.baseCurrency),
        received: label(amount.currency),
      })
    }
    const result = super.multiply(amount)
    return CurrencyAmount.fromFractionalAmount(
      this.quoteCurrency,
      result.numerator,
      result.denominator,
    )
  }

  /** The ratio in whole units, as shown to users. */
  get adjustedForDecimals(): Fraction {
    return super.multiply(this.scalar)
  }

  override toSignificant(
    significantDigits = 6,
    format?: FormatOptions,
    rounding?: Rounding,
  ): string {
    return this.adjustedForDecimals.toSignificant(significantDigits, format, rounding)
  }

  override toFixed(decimalPlaces = 4, format?: FormatOptions, rounding?: Rounding): string {
    return this.adjustedForDecimals.toFixed(decimalPlaces, format, rounding)
  }
}
