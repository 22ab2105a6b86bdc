/**
 * CAKE figures (18 decimals) through the app's locale-aware formatter, so every screen that takes
 * or pays CAKE (an IFO commit, a farm auction bid) shows the same amount the same way.
 */
import { Fraction } from '@ghost/sdk'
import { FormattedNumber } from './FormattedNumber'
import { useNumberFormat } from './useNumberFormat'

const WEI = 10n ** 18n

export function cakeFraction(wei: bigint): Fraction {
  return new Fraction(wei, WEI)
}

/** 'x' CAKE as text (no unit), for summaries and messages. */
export function useCakeText(): (wei: bigint) => string {
  const format = useNumberFormat()
  return (wei) => format.significant(cakeFraction(wei), 'amount')
}

/** A CAKE amount with its unit (every digit on hover), styled by the screen's `className`. */
export function CakeAmount({ wei, className }: { wei: bigint; className: string }) {
  return (
    <span className={className}>
      <FormattedNumber value={cakeFraction(wei)} kind="amount" /> CAKE
    </span>
  )
}
