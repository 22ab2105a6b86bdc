import {
  type Currency,
  type CurrencyAmount,
  type FormatNumberParameters,
  type Fraction,
  formatAmount,
  formatApr,
  formatNumber,
  formatNumberFull,
  formatPrice,
  formatRoi,
  formatShareOfPool,
  getSignificantPrecision,
  type NumberValue,
  type Percent,
  Rounding,
  type ShareOfPoolContext,
  type SignificantDigitsContext,
} from '@ghost/sdk'
import { useMemo } from 'react'
import { useTranslation } from '../i18n'

/** `formatNumber`'s parameters without the locale, which comes from the app's language. */
export type NumberFormatOptions = DistributiveOmit<FormatNumberParameters, 'locale'>
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export type UseNumberFormatReturnType = {
  locale: string
  format: (value: NumberValue, options: NumberFormatOptions) => string
  /** Every digit, for a `title`. */
  full: (value: NumberValue, style?: 'decimal' | 'percent') => string
  amount: (amount: CurrencyAmount<Currency>, context?: SignificantDigitsContext) => string
  /** Rates other than APRs (changes, royalties, rarity): 2 decimals, '>1,000,000%' past the cap. */
  percent: (value: Percent) => string
  /** Every APR and APY on every screen: 2 decimals, '>10,000%' past the cap (exact in the title). */
  apr: (value: Fraction) => string
  price: (price: Fraction) => string
  roi: (value: Fraction) => string
  share: (share: Percent, context: ShareOfPoolContext) => string
  /** USD values without the '$': 2 decimals, compact from a billion. */
  usd: (value: Fraction, decimals?: number) => string
  /** Any value with the significant digits of a place (spec §9), rounded down. */
  significant: (value: NumberValue, context: SignificantDigitsContext) => string
}

// i18next may report 'cimode' or nothing in tests; Intl would throw on an unknown tag.
function numberLocale(language: string | undefined): string {
  if (!language) return 'en-US'
  try {
    return Intl.NumberFormat.supportedLocalesOf(language).length > 0 ? language : 'en-US'
  } catch {
    return 'en-US'
  }
}

/**
 * The number formatter bound to the app's language, for strings (aria-labels, placeholders,
 * transaction summaries); components render `<FormattedNumber>` to get the full-precision title.
 *
 * @example
 * const { amount } = useNumberFormat(); t('Balance: %amount%', { amount: amount(balance, 'balance') })
 */
export function useNumberFormat(): UseNumberFormatReturnType {
  const { locale: language } = useTranslation()
  // every figure on a screen calls this on each render: check the locale once per language
  return useMemo(() => getNumberFormat(numberLocale(language)), [language])
}

/** '$' leads a USD figure in every language; a '<' or '>' bound goes before it ('>$999.9T'). */
export function withDollar(text: string): string {
  return text.replace(/^([<>]?)/, '$1$$')
}

/** The same functions for a given locale, outside React. */
export function getNumberFormat(locale: string): UseNumberFormatReturnType {
  return {
    locale,
    format: (value, options) => formatNumber(value, { ...options, locale }),
    full: (value, style) => formatNumberFull(value, { locale, style }),
    amount: (amount, context) => formatAmount(amount, context, locale),
    percent: (value) =>
      formatNumber(value, {
        locale,
        style: 'percent',
        decimals: 2,
        rounding: Rounding.ROUND_HALF_UP,
      }),
    apr: (value) => formatApr(value, locale),
    price: (price) => formatPrice(price, locale),
    roi: (value) => formatRoi(value, locale),
    share: (share, context) => formatShareOfPool(share, context, locale),
    usd: (value, decimals = 2) =>
      formatNumber(value, { locale, decimals, rounding: Rounding.ROUND_HALF_UP, dust: false }),
    significant: (value, context) =>
      formatNumber(value, {
        locale,
        ...getSignificantPrecision(context),
        // a price is a rate, not a holding: nearest digit, and tiny prices keep their digits
        ...(context === 'price' || context === 'rateLine'
          ? { rounding: Rounding.ROUND_HALF_UP, dust: false }
          : {}),
      }),
  }
}
