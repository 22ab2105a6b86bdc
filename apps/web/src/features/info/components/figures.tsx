/** How the Info screens write USD figures and changes, through the app's number formatter. */
import { type Fraction, type NumberValue, Percent, toExactFraction } from '@ghost/sdk'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { fromScaled } from '../rules/figures'

/** A USD figure: '$1,234.56', every digit in the title. `scaled` values are 10^-18 USD integers. */
export function Usd({ value, scaled }: { value?: NumberValue; scaled?: bigint }) {
  const format = useNumberFormat()
  const fraction = scaled !== undefined ? fromScaled(scaled) : toExactFraction(value ?? 0n)
  return (
    <span className="formatted-number" title={withDollar(format.full(fraction))}>
      {withDollar(format.usd(fraction))}
    </span>
  )
}

/** '+12.34%' / '-5.00%' beside a 24 h figure; '-' when there is no previous day to compare. */
export function Change({ change }: { change: Percent | undefined }) {
  const format = useNumberFormat()
  const { t } = useTranslation()
  if (!change) return <span className="info-change">-</span>
  const negative = change.lessThan(0n)
  // the sign is drawn apart (and coloured), so the formatter gets the magnitude
  const magnitude = new Percent(
    negative ? -change.numerator : change.numerator,
    change.denominator < 0n ? -change.denominator : change.denominator,
  )
  const text = format.percent(magnitude)
  return (
    <span
      className={negative ? 'info-change info-change-down' : 'info-change info-change-up'}
      // the sign leads the figure in every language ('+1.81%', not '1.81%+' in Arabic)
      dir="ltr"
      title={t('Change from the previous 24h')}
    >
      {negative ? '−' : '+'}
      {text}
    </span>
  )
}

/** A token amount in token units (a BigDecimal string) with its significant digits. */
export function TokenUnits({ value, symbol }: { value: string; symbol: string }) {
  const format = useNumberFormat()
  return (
    <span className="formatted-number" title={`${format.full(value)} ${symbol}`}>
      {format.significant(value, 'amount')} {symbol}
    </span>
  )
}

/**
 * A USD price with the app's price digits; '-' for a token the index cannot price (no pair with a
 * whitelisted token deep enough, see docs/decisions.md), which is unknown rather than worth $0.
 */
export function UsdPrice({ value }: { value: Fraction | string }) {
  const format = useNumberFormat()
  const fraction = typeof value === 'string' ? toExactFraction(value) : value
  if (fraction.numerator === 0n) return <span className="formatted-number">-</span>
  return (
    <span className="formatted-number" title={withDollar(format.full(fraction))}>
      {withDollar(format.significant(fraction, 'price'))}
    </span>
  )
}
