/**
 * A time read from the chain or its index (unix seconds, any size a contract stores) as the
 * locale's date and time: in a `<time>` like `EventTime`, or as text for sentences; '–' for a
 * time no JS Date holds.
 */
import { useTranslation } from '../../i18n'
import { EventTime, formatEventTime } from './EventTime'

/** The latest moment a JS Date holds, in unix seconds. */
const LAST_DATE_SECONDS = 8_640_000_000_000n

function holdsDate(seconds: bigint): boolean {
  return seconds >= 0n && seconds <= LAST_DATE_SECONDS
}

export function ChainTime({ seconds }: { seconds: bigint | number }) {
  const value = BigInt(seconds)
  if (!holdsDate(value)) return <span>–</span>
  return <EventTime seconds={Number(value)} />
}

/** `ChainTime` as text, for sentences. */
export function useChainTimeText(): (seconds: bigint) => string {
  const { locale } = useTranslation()
  return (seconds) =>
    holdsDate(seconds) ? formatEventTime(locale, new Date(Number(seconds) * 1000)) : '–'
}
