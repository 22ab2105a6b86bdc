/**
 * The farm auction screen's figures, all through the app's locale-aware formatter: CAKE amounts
 * (18 decimals, every digit on hover) and auction times as the locale's dates.
 */
import { Fraction } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { EventTime } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'

const WEI = 10n ** 18n

export function cakeFraction(wei: bigint): Fraction {
  return new Fraction(wei, WEI)
}

/** 'x' CAKE as text (no unit), for summaries and messages. */
export function useCakeText(): (wei: bigint) => string {
  const format = useNumberFormat()
  return (wei) => format.significant(cakeFraction(wei), 'amount')
}

/** A CAKE amount with its unit; wei as a bigint or the API's decimal text. */
export function CakeAmount({ wei }: { wei: bigint | string }) {
  return (
    <span className="auction-amount">
      <FormattedNumber value={cakeFraction(BigInt(wei))} kind="amount" /> CAKE
    </span>
  )
}

/** The latest moment a JS Date holds, in unix seconds: a later time is shown as unknown. */
const LAST_DATE_SECONDS = 8_640_000_000_000n

/** An auction's time (unix seconds) as the locale's date and time. */
export function AuctionTime({ seconds }: { seconds: bigint | number }) {
  const value = BigInt(seconds)
  if (value < 0n || value > LAST_DATE_SECONDS) return <span>–</span>
  return <EventTime seconds={Number(value)} />
}

function formatDate(locale: string, date: Date): string {
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const
  try {
    return new Intl.DateTimeFormat(locale, style).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', style).format(date)
  }
}

/** An auction's time as the locale's date and time in text, for sentences; '–' past any date. */
export function useAuctionDateText(): (seconds: bigint) => string {
  const { locale } = useTranslation()
  return (seconds) =>
    seconds < 0n || seconds > LAST_DATE_SECONDS
      ? '–'
      : formatDate(locale, new Date(Number(seconds) * 1000))
}
