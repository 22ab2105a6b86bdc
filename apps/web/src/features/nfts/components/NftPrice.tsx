/** A BNB amount given in wei, written by the app's locale formatter with its unit. */
import { Fraction } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import './nfts.css'

const WEI_PER_BNB = 10n ** 18n

/** Wei (bigint or decimal text) as a BNB fraction; unreadable text counts as 0. */
export function weiToBnb(wei: bigint | string): Fraction {
  const value = typeof wei === 'bigint' ? wei : /^\d+$/.test(wei) ? BigInt(wei) : 0n
  return new Fraction(value, WEI_PER_BNB)
}

export type NftPriceProps = {
  wei: bigint | string
  /** The unit after the amount; BNB unless a WBNB amount is shown. */
  symbol?: 'BNB' | 'WBNB'
  className?: string | undefined
}

export function NftPrice({ wei, symbol = 'BNB', className }: NftPriceProps) {
  return (
    <span className={className ? `nft-price ${className}` : 'nft-price'}>
      <FormattedNumber value={weiToBnb(wei)} kind="amount" /> <span>{symbol}</span>
    </span>
  )
}
