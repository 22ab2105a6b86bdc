/** CAKE figures of the lottery screens: an amount with its unit, and its USD value beside it. */
import { Fraction } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { priceKey, useTokenPricesUsd } from '../../prices'

const WEI = 10n ** 18n

export function cakeFraction(wei: bigint): Fraction {
  return new Fraction(wei, WEI)
}

/** CAKE's USD price from the chain's own pairs; undefined until known (or without a pair). */
export function useCakePriceUsd(cake: string): Fraction | undefined {
  const prices = useTokenPricesUsd()
  return prices[priceKey(cake)]
}

/** A CAKE amount: the place's significant digits, every digit on hover; `exact` shows them all. */
export function CakeAmount({ wei, exact = false }: { wei: bigint; exact?: boolean }) {
  const format = useNumberFormat()
  return (
    <span className="lottery-amount">
      {exact ? (
        format.full(cakeFraction(wei))
      ) : (
        <FormattedNumber value={cakeFraction(wei)} kind="amount" />
      )}{' '}
      CAKE
    </span>
  )
}

/** '~$1,234.56', or nothing while CAKE's price is unknown. */
export function UsdValue({ wei, price }: { wei: bigint; price: Fraction | undefined }) {
  const format = useNumberFormat()
  if (!price) return null
  const value = cakeFraction(wei).multiply(price)
  return (
    // a dollar figure reads left to right in every language ('~$1,234.56', not '1,234.56$~')
    <span className="lottery-usd" dir="ltr" title={withDollar(format.full(value))}>
      ~{withDollar(format.usd(value))}
    </span>
  )
}
