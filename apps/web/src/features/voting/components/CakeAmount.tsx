/** Voting power (CAKE wei) as the user's language writes an amount, with its unit. */
import { Fraction } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'

const CAKE_UNIT = 10n ** 18n

export const cakeFraction = (wei: bigint) => new Fraction(wei, CAKE_UNIT)

export function CakeAmount({ wei }: { wei: bigint }) {
  return (
    <span className="voting-amount">
      <FormattedNumber value={cakeFraction(wei)} kind="amount" /> CAKE
    </span>
  )
}
