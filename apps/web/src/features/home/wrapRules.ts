/**
 * Wrap and unwrap rules (spec §5: amount input; wrap errors 'Insufficient BNB balance',
 * 'Insufficient WBNB balance'). BNB and WBNB both have 18 decimals and trade 1:1.
 */
import { Fraction, formatNumber, Rounding } from '@ghost/sdk'
import { msg } from '../../i18n'

export type WrapDirection = 'wrap' | 'unwrap'

/** Longest text the amount field accepts (spec §5). */
export const AMOUNT_MAX_LENGTH = 79
const DECIMALS = 18
/** Summaries show 3 significant digits (spec §9). */
const SUMMARY_SIGNIFICANT_DIGITS = 3

/** Digits with at most one decimal point, commas read as dots; undefined when not such a text. */
export function normalizeAmountInput(text: string): string | undefined {
  const value = text.replace(/,/g, '.')
  if (value.length > AMOUNT_MAX_LENGTH) return undefined
  return /^\d*\.?\d*$/.test(value) ? value : undefined
}

/** The amount in wei, or undefined when empty, not a number, zero or finer than 1 wei. */
export function parseBnbAmount(text: string): bigint | undefined {
  const value = normalizeAmountInput(text)
  if (value === undefined || value === '' || value === '.') return undefined
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > DECIMALS) return undefined
  const wei = BigInt(whole || '0') * 10n ** 18n + BigInt(fraction.padEnd(DECIMALS, '0') || '0')
  return wei > 0n ? wei : undefined
}

export const WRAP_ERRORS = {
  enterAmount: msg('Enter an amount'),
  insufficientBnb: msg('Insufficient BNB balance'),
  insufficientWbnb: msg('Insufficient WBNB balance'),
} as const

/**
 * Why the wrap (or unwrap) cannot be sent, or undefined when it can. A balance still loading
 * does not block: the wallet checks it anyway.
 */
export function getWrapInputError({
  direction,
  amount,
  balance,
}: {
  direction: WrapDirection
  amount: bigint | undefined
  /** BNB when wrapping, WBNB when unwrapping. */
  balance: bigint | undefined
}): (typeof WRAP_ERRORS)[keyof typeof WRAP_ERRORS] | undefined {
  if (amount === undefined) return WRAP_ERRORS.enterAmount
  if (balance !== undefined && amount > balance) {
    return direction === 'wrap' ? WRAP_ERRORS.insufficientBnb : WRAP_ERRORS.insufficientWbnb
  }
  return undefined
}

/** The amount as summaries show it: 3 significant digits, rounded down, in the user's locale. */
export function formatSummaryAmount(wei: bigint, locale = 'en-US'): string {
  return formatNumber(new Fraction(wei, 10n ** BigInt(DECIMALS)), {
    locale,
    significantDigits: SUMMARY_SIGNIFICANT_DIGITS,
    rounding: Rounding.ROUND_DOWN,
  })
}
