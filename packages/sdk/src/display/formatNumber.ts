import { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { Price } from '../amounts/price'
import { Rounding } from '../amounts/rounding'
import { InvalidFormatArgumentError } from '../errors/amounts'

/**
 * A number as the sdk holds it: a `CurrencyAmount` (wei and decimals), a `Price` (shown in whole
 * units), a `Percent` or `Fraction`, a whole `bigint`, or a plain decimal string ('-12.5').
 */
export type NumberValue = Fraction | bigint | string

export type FormatNumberParameters = {
  /** BCP 47 locale of the user's language ('en-US', 'de-DE', 'ar-SA'). */
  locale: string
  /** 'percent' shows a ratio (a `Percent`, or 0.12 for 12%) with the locale's percent sign. */
  style?: 'decimal' | 'percent' | undefined
  /** Default ROUND_DOWN, so a balance or an output never reads more than there is. */
  rounding?: Rounding | undefined
  /**
   * Non-zero values too small for the precision read '<0.0001' (significant digits) or '<0.01'
   * (2 decimals) instead of 0 or a long run of zeros. Default true; prices turn it off.
   */
  dust?: boolean | undefined
  /** Percent figures above this many percent read '>cap%' (default `PERCENT_CAP`; APRs: 10,000). */
  percentCap?: bigint | undefined
} & (
  | {
      /** Significant digits (spec §9 per place); whole digits are never replaced by zeros. */
      significantDigits: number
      /** Decimals kept past the significant digits (a balance's 0.0001 change stays visible). */
      keepDecimals?: number | undefined
      decimals?: undefined
    }
  | {
      /** Exactly this many decimals (APR, USD values, shares). */
      decimals: number
      significantDigits?: undefined
      keepDecimals?: undefined
    }
)

/** Non-zero amounts below this (in magnitude) read '<0.0001'. */
export const DUST_THRESHOLD = new Fraction(1n, 10_000n)
/** From here on amounts are written compactly ('1.234B'). */
export const COMPACT_FROM = 10n ** 9n
/** Compact figures keep at most this many significant digits. */
export const COMPACT_SIGNIFICANT_DIGITS = 4
/** The largest value shown compactly; above it the figure reads '>999.9T'. */
export const COMPACT_CAP = 10n ** 15n - 1n
/** Percentages above this many percent read '>1,000,000%'. */
export const PERCENT_CAP = 1_000_000n

const ROUNDING_MODES = {
  [Rounding.ROUND_DOWN]: 'trunc',
  [Rounding.ROUND_HALF_UP]: 'halfExpand',
  [Rounding.ROUND_UP]: 'expand',
} as const satisfies Record<Rounding, Intl.NumberFormatOptions['roundingMode']>

const DECIMAL_STRING = /^-?\d+(\.\d+)?$/

// Older Intl engines (Node 20's among them) refuse more than 20 fraction digits in options;
// newer ones allow 100, but the browsers people use still vary, so 20 it stays.
const MAX_FRACTION_DIGITS = 20

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    // Latin digits in every language: inputs, addresses and hashes are Latin, and a balance
    // written in other digits next to a typed amount is the confusion the formatter is for.
    cached = new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options })
    formatters.set(key, cached)
  }
  return cached
}

/** The exact rational a value stands for, in the units the user reads (ratio for a Percent). */
export function toExactFraction(value: NumberValue): Fraction {
  if (typeof value === 'bigint') return new Fraction(value)
  if (typeof value === 'string') {
    if (!DECIMAL_STRING.test(value)) {
      throw new InvalidFormatArgumentError({ argument: 'decimal string', value })
    }
    const [integer = '0', fraction = ''] = value.split('.')
    return new Fraction(BigInt(integer + fraction), 10n ** BigInt(fraction.length))
  }
  if (value instanceof CurrencyAmount) {
    return new Fraction(value.numerator, value.denominator * value.decimalScale)
  }
  if (value instanceof Price) return value.adjustedForDecimals
  return value.asFraction
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value
}

/**
 * A decimal string Intl reads exactly: all integer digits, 24 significant fraction digits, and a
 * trailing 1 when digits were cut, so Intl's own rounding (down, half up or up) at any shorter
 * precision lands where the exact value would.
 */
export function toDecimalString(value: Fraction): string {
  const negative = value.numerator < 0n !== value.denominator < 0n && value.numerator !== 0n
  const numerator = abs(value.numerator)
  const denominator = abs(value.denominator)
  const integer = numerator / denominator
  const remainder = numerator % denominator
  if (remainder === 0n) return `${negative ? '-' : ''}${integer}`
  const leadingZeros =
    integer === 0n ? Math.max(0, denominator.toString().length - remainder.toString().length) : 0
  const places = leadingZeros + 24
  const scaled = remainder * 10n ** BigInt(places)
  const digits = (scaled / denominator).toString().padStart(places, '0')
  const cut = scaled % denominator !== 0n
  return `${negative ? '-' : ''}${integer}.${cut ? `${digits}1` : digits.replace(/0+$/, '')}`
}

function intlFormat(locale: string, options: Intl.NumberFormatOptions, value: Fraction): string {
  return formatter(locale, options).format(toDecimalString(value) as Intl.StringNumericLiteral)
}

/**
 * A number for the screen, in the user's locale: group separators, the place's precision,
 * '<0.0001' for dust, compact above a billion ('1.234B', '1,234 Mrd.'), '>999.9T' past the
 * largest compact figure and '>1,000,000%' past the percent cap. Never an exponent, never wei.
 *
 * @example
 * formatNumber(balance, { locale: 'en-US', significantDigits: 4 }) // '999,900'
 * formatNumber(apr, { locale: 'de-DE', style: 'percent', decimals: 2 }) // '12,35 %'
 */
export function formatNumber(value: NumberValue, parameters: FormatNumberParameters): string {
  const {
    locale,
    style = 'decimal',
    rounding = Rounding.ROUND_DOWN,
    dust = true,
    percentCap = PERCENT_CAP,
  } = parameters
  const exact = toExactFraction(value)
  const percent = style === 'percent'
  // thresholds apply to the figure the user reads (12 for 12%)
  const shown = percent ? exact.multiply(100n) : exact
  const magnitude = shown.lessThan(0n) ? shown.multiply(-1n) : shown
  const negative = shown.lessThan(0n)
  const roundingMode = ROUNDING_MODES[rounding]
  const precision: Intl.NumberFormatOptions =
    parameters.decimals !== undefined
      ? {
          minimumFractionDigits: parameters.decimals,
          maximumFractionDigits: parameters.decimals,
        }
      : {
          maximumSignificantDigits: parameters.significantDigits,
          maximumFractionDigits: parameters.keepDecimals ?? 0,
          roundingPriority: 'morePrecision',
        }
  const base: Intl.NumberFormatOptions = { style, roundingMode, ...precision }
  const toRatio = (figure: Fraction) => (percent ? figure.divide(100n) : figure)

  if (dust && !magnitude.equalTo(0n)) {
    const smallest =
      parameters.decimals !== undefined
        ? new Fraction(1n, 10n ** BigInt(parameters.decimals))
        : DUST_THRESHOLD
    if (magnitude.lessThan(smallest)) {
      const limit = intlFormat(
        locale,
        { ...base, maximumFractionDigits: MAX_FRACTION_DIGITS, maximumSignificantDigits: 21 },
        toRatio(negative ? smallest.multiply(-1n) : smallest),
      )
      return negative ? `>${limit}` : `<${limit}`
    }
  }
  if (percent && magnitude.greaterThan(percentCap)) {
    const capOptions = { style, maximumFractionDigits: 0 }
    const cap = new Fraction(negative ? -percentCap : percentCap)
    return `${negative ? '<' : '>'}${intlFormat(locale, capOptions, toRatio(cap))}`
  }
  if (!magnitude.lessThan(COMPACT_FROM)) {
    const compact: Intl.NumberFormatOptions = {
      style,
      roundingMode,
      notation: 'compact',
      maximumSignificantDigits: Math.min(
        parameters.significantDigits ?? COMPACT_SIGNIFICANT_DIGITS,
        COMPACT_SIGNIFICANT_DIGITS,
      ),
    }
    if (magnitude.greaterThan(COMPACT_CAP)) {
      const cap = new Fraction(negative ? -COMPACT_CAP : COMPACT_CAP)
      const text = intlFormat(locale, { ...compact, roundingMode: 'trunc' }, toRatio(cap))
      return `${negative ? '<' : '>'}${text}`
    }
    return intlFormat(locale, compact, exact)
  }
  return intlFormat(locale, base, exact)
}

/**
 * Past this the full figure is no longer read digit by digit (a compounded APR can have
 * hundreds of thousands): the title then shows the capped figure.
 */
export const FULL_PRECISION_LIMIT = 10n ** 80n

/**
 * The full-precision companion of `formatNumber`, for a `title`: every digit of an amount (its
 * token's decimals), up to 18 decimals of any other value, grouped in the locale, no compact;
 * the capped figure past 10^80.
 *
 * @example
 * formatNumberFull(balance, { locale: 'en-US' }) // '999,900.123456789012345678'
 */
export function formatNumberFull(
  value: NumberValue,
  parameters: Pick<FormatNumberParameters, 'locale' | 'style'>,
): string {
  const exact = toExactFraction(value)
  const shown = parameters.style === 'percent' ? exact.multiply(100n) : exact
  if (shown.greaterThan(FULL_PRECISION_LIMIT) || shown.lessThan(-FULL_PRECISION_LIMIT)) {
    return formatNumber(exact, { ...parameters, decimals: 0 })
  }
  const decimals = value instanceof CurrencyAmount ? value.currency.decimals : 18
  return intlFormat(
    parameters.locale,
    {
      style: parameters.style ?? 'decimal',
      maximumFractionDigits: Math.min(decimals, MAX_FRACTION_DIGITS),
      roundingMode: 'halfExpand',
    },
    exact,
  )
}
