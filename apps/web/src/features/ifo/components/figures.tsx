/**
 * The IFO screens' figures, all through the app's locale-aware formatter (every digit on hover):
 * CAKE amounts, offering-token amounts in the token's own decimals, rates in basis points, and
 * sale times on the chain's clock as dates.
 */
import { Fraction, Percent, type Token } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'

const WEI = 10n ** 18n

export function cakeFraction(wei: bigint): Fraction {
  return new Fraction(wei, WEI)
}

/** 'x CAKE' as text, for summaries and messages. */
export function useCakeText(): (wei: bigint) => string {
  const format = useNumberFormat()
  return (wei) => format.significant(cakeFraction(wei), 'amount')
}

/** 'x SYMBOL' of an offering token as text; '…' while the token is unknown. */
export function useTokenText(): (wei: bigint, token: Token | null | undefined) => string {
  const format = useNumberFormat()
  return (wei, token) =>
    token
      ? `${format.significant(new Fraction(wei, 10n ** BigInt(token.decimals)), 'amount')} ${token.symbol ?? ''}`.trim()
      : '…'
}

/** A CAKE amount with its unit. */
export function CakeAmount({ wei }: { wei: bigint }) {
  return (
    <span className="ifo-amount">
      <FormattedNumber value={cakeFraction(wei)} kind="amount" /> CAKE
    </span>
  )
}

/** An offering-token amount with its symbol; '…' while the token is unknown. */
export function TokenAmount({ wei, token }: { wei: bigint; token: Token | null | undefined }) {
  if (!token) return <span className="ifo-amount">…</span>
  return (
    <span className="ifo-amount">
      <FormattedNumber value={new Fraction(wei, 10n ** BigInt(token.decimals))} kind="amount" />{' '}
      {token.symbol ?? ''}
    </span>
  )
}

/** A rate given in basis points of a whole (10,000 = 100%). */
export function BasisPoints({ bps }: { bps: bigint }) {
  return <FormattedNumber value={new Percent(bps, 10_000n)} kind="percent" />
}

/** The latest moment a JS Date holds, in unix seconds: a later time is shown as unknown. */
const LAST_DATE_SECONDS = 8_640_000_000_000n

function formatDate(locale: string, date: Date): string {
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const
  try {
    return new Intl.DateTimeFormat(locale, style).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', style).format(date)
  }
}

/** A sale's time (unix seconds) as the locale's date and time, in a `<time>`. */
export function SaleTime({ seconds }: { seconds: bigint }) {
  const { locale } = useTranslation()
  if (seconds < 0n || seconds > LAST_DATE_SECONDS) return <span>–</span>
  const date = new Date(Number(seconds) * 1000)
  return <time dateTime={date.toISOString()}>{formatDate(locale, date)}</time>
}
