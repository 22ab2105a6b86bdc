/**
 * The migration screen's figures, all through the app's locale-aware formatter (every digit on
 * hover): LP amounts (18 decimals) and token amounts in each token's own decimals with its symbol.
 */
import { Fraction, type Token } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'

const LP_DECIMALS = 18n

/** A token's symbol; '…' while it loads, 'Unknown token' for an address that is no token. */
export function useSymbol(token: Token | null | undefined): string {
  const { t } = useTranslation()
  if (token === undefined) return '…'
  return token?.symbol ?? t('Unknown token')
}

/** An LP amount (18 decimals) with its unit. */
export function LpAmount({ wei, unit }: { wei: bigint; unit: string }) {
  return (
    <span className="migration-amount">
      <FormattedNumber value={new Fraction(wei, 10n ** LP_DECIMALS)} kind="amount" /> {unit}
    </span>
  )
}

/** A token amount in the token's decimals with its symbol; '…' while the token loads. */
export function TokenAmount({ wei, token }: { wei: bigint; token: Token | null | undefined }) {
  if (!token) return <span className="migration-amount">…</span>
  return (
    <span className="migration-amount">
      <FormattedNumber value={new Fraction(wei, 10n ** BigInt(token.decimals))} kind="amount" />{' '}
      {token.symbol ?? ''}
    </span>
  )
}

/** 'x' of an LP amount as text, for summaries. */
export function useLpText(): (wei: bigint) => string {
  const format = useNumberFormat()
  return (wei) => format.significant(new Fraction(wei, 10n ** LP_DECIMALS), 'amount')
}
