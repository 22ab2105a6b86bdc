import {
  type Currency,
  CurrencyAmount,
  type NumberValue,
  Percent,
  type ShareOfPoolContext,
  type SignificantDigitsContext,
  toExactFraction,
} from '@ghost/sdk'
import { type UseNumberFormatReturnType, useNumberFormat } from './useNumberFormat'

/**
 * How a number is written: a place with its significant digits (spec §9: 'balance', 'amount',
 * 'pooledAmount'…), 'apr' (capped at 10,000%), or 'percent' (other rates), 'usd' (2 decimals), 'usd0' (whole dollars), 'roi',
 * 'price' (3 or 5 decimals) and the share-of-pool places (`Percent` values, no '%' sign).
 */
export type NumberKind =
  | SignificantDigitsContext
  | 'apr'
  | 'percent'
  | 'usd'
  | 'usd0'
  | 'roi'
  | 'fixedPrice'
  | `share:${ShareOfPoolContext}`

export type FormattedNumberProps = {
  value: NumberValue
  kind: NumberKind
  className?: string | undefined
}

function asPercent(value: NumberValue): Percent {
  const exact = toExactFraction(value)
  return value instanceof Percent ? value : new Percent(exact.numerator, exact.denominator)
}

/** The text of `value` for `kind` in the app's language (for strings: labels, summaries). */
export function formatKind(
  format: UseNumberFormatReturnType,
  value: NumberValue,
  kind: NumberKind,
): string {
  switch (kind) {
    case 'apr':
      return format.apr(toExactFraction(value))
    case 'percent':
      return format.percent(asPercent(value))
    case 'usd':
      return format.usd(toExactFraction(value))
    case 'usd0':
      return format.usd(toExactFraction(value), 0)
    case 'roi':
      return format.roi(toExactFraction(value))
    case 'fixedPrice':
      return format.price(toExactFraction(value))
    case 'share:addLiquidity':
    case 'share:liquidityCard':
    case 'share:positionCard':
      return format.share(asPercent(value), kind.slice('share:'.length) as ShareOfPoolContext)
    default:
      return value instanceof CurrencyAmount
        ? format.amount(value as CurrencyAmount<Currency>, kind)
        : format.significant(value, kind)
  }
}

/** Every digit of `value` as `kind` reads it, for the `title`. */
export function formatKindFull(
  format: UseNumberFormatReturnType,
  value: NumberValue,
  kind: NumberKind,
): string {
  if (kind === 'percent' || kind === 'apr') return format.full(value, 'percent')
  if (kind.startsWith('share:')) return format.full(toExactFraction(value).multiply(100n))
  return format.full(value)
}

/**
 * A number as the user's language writes it, every digit on hover (`title`).
 *
 * @example
 * <FormattedNumber value={balance} kind="balance" /> // 999,900 (title 999,900.123456)
 */
export function FormattedNumber({ value, kind, className }: FormattedNumberProps) {
  const format = useNumberFormat()
  return (
    <span
      className={className ? `formatted-number ${className}` : 'formatted-number'}
      title={formatKindFull(format, value, kind)}
    >
      {formatKind(format, value, kind)}
    </span>
  )
}
