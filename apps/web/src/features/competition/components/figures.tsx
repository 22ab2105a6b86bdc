/**
 * The battle screen's figures, all through the app's locale-aware formatter: USD values (volumes
 * and prizes, 18 decimals) with every digit on hover, prize-token amounts in each token's own
 * decimals with its symbol, ranks, and times on the chain's clock as dates.
 */
import { Fraction, shortenAddress } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { ChainTime } from '../../../components/layout'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { PrizeToken } from '../data/useCompetitionChain'
import { usdFraction } from '../rules/competitionRules'

/** '$1,234.50' (every digit on hover). */
export function UsdAmount({ wei }: { wei: string | bigint }) {
  const format = useNumberFormat()
  const value = usdFraction(wei)
  return (
    <span className="competition-usd" dir="ltr" title={withDollar(format.full(value))}>
      {withDollar(format.usd(value))}
    </span>
  )
}

/** A token's symbol, else its short address; '…' while read. */
export function tokenLabel(token: PrizeToken | undefined): string {
  if (!token) return '…'
  return token.symbol ?? shortenAddress(token.address)
}

/** An amount of a prize token with its symbol; '…' until its decimals are read. */
export function TokenAmount({ amount, token }: { amount: bigint; token: PrizeToken | undefined }) {
  if (token?.decimals === undefined) return <span className="competition-amount">…</span>
  return (
    <span className="competition-amount">
      <FormattedNumber value={new Fraction(amount, 10n ** BigInt(token.decimals))} kind="amount" />{' '}
      {tokenLabel(token)}
    </span>
  )
}

/** A rank: '#3'. */
export function Rank({ rank }: { rank: number }) {
  const { t } = useTranslation()
  return <span className="competition-rank">{t('#%rank%', { rank: String(rank) })}</span>
}

/** A time of the battle (unix seconds) as the locale's date and time, in a `<time>`. */
export const BattleTime = ChainTime
