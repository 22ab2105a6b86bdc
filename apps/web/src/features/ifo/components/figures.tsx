/**
 * The IFO screens' figures, all through the app's locale-aware formatter (every digit on hover):
 * CAKE amounts, offering-token amounts in the token's own decimals, rates in basis points, and
 * sale times on the chain's clock as dates.
 */
import { Fraction, Percent, type Token } from '@ghost/sdk'
import { CakeAmount as Cake } from '../../../components/CakeAmount'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { ChainTime } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'

export { cakeFraction, useCakeText } from '../../../components/CakeAmount'

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
  return <Cake wei={wei} className="ifo-amount" />
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

/** A sale's time (unix seconds) as the locale's date and time, in a `<time>`. */
export const SaleTime = ChainTime
