import { Fraction } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'

const WEI_PER_BNB = 10n ** 18n

/** A price in BNB through the app's number format. */
export function ItemPrice({ wei }: { wei: bigint }) {
  return (
    <span className="nft-item-price">
      <FormattedNumber value={new Fraction(wei, WEI_PER_BNB)} kind="amount" /> BNB
    </span>
  )
}
