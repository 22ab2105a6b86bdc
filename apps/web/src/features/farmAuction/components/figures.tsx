/**
 * The farm auction screen's figures, all through the app's locale-aware formatter: CAKE amounts
 * (18 decimals, every digit on hover) and auction times as the locale's dates.
 */
import { CakeAmount as Cake } from '../../../components/CakeAmount'
import { ChainTime, useChainTimeText } from '../../../components/layout'

export { cakeFraction, useCakeText } from '../../../components/CakeAmount'

/** A CAKE amount with its unit; wei as a bigint or the API's decimal text. */
export function CakeAmount({ wei }: { wei: bigint | string }) {
  return <Cake wei={BigInt(wei)} className="auction-amount" />
}

/** An auction's time (unix seconds) as the locale's date and time; '–' past any date. */
export const AuctionTime = ChainTime

/** An auction's time as the locale's date and time in text, for sentences; '–' past any date. */
export const useAuctionDateText = useChainTimeText
