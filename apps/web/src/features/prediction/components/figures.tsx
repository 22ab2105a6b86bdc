/**
 * The prediction cards' figures through the app's one number formatter: BNB amounts, the feed's
 * USD prices (its answers with their decimals) and payout multipliers ('1.94x').
 */
import { Fraction, getPayoutMultiplier, type PredictionBetSide, Rounding } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat, withDollar } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { PredictionRound } from '../rules/predictionRules'

const WEI = 10n ** 18n
/** Prices show four decimals: enough to see a BNB/USD round move. */
const PRICE_DECIMALS = 4

export function bnbValue(wei: bigint): Fraction {
  return new Fraction(wei, WEI)
}

export function priceValue(answer: bigint, decimals: number): Fraction {
  return new Fraction(answer, 10n ** BigInt(decimals))
}

/** A BNB amount: the place's significant digits, every digit on hover. */
export function BnbAmount({ wei }: { wei: bigint }) {
  return (
    <span className="prediction-amount">
      <FormattedNumber value={bnbValue(wei)} kind="amount" /> BNB
    </span>
  )
}

/** The text of a BNB amount, for labels and summaries. */
export function useBnbText(): (wei: bigint) => string {
  const format = useNumberFormat()
  return (wei) => format.significant(bnbValue(wei), 'amount')
}

/** A feed price in USD ('$612.3456'); `signed` writes '+' before a rise (a difference). */
export function UsdPrice({
  answer,
  decimals,
  signed = false,
}: {
  answer: bigint
  decimals: number
  signed?: boolean
}) {
  const format = useNumberFormat()
  const magnitude = priceValue(answer < 0n ? -answer : answer, decimals)
  const text = withDollar(
    format.format(magnitude, {
      decimals: PRICE_DECIMALS,
      rounding: Rounding.ROUND_HALF_UP,
      dust: false,
    }),
  )
  const sign = answer < 0n ? '−' : signed && answer > 0n ? '+' : ''
  return (
    // a dollar figure reads left to right in every language ('$612.34', not '612.34$')
    <span
      className="prediction-price"
      dir="ltr"
      title={`${sign}${withDollar(format.full(magnitude))}`}
    >
      {sign}
      {text}
    </span>
  )
}

/** A side's payout multiplier with the pools as they are ('1.94x'), '–' while nobody bet on it. */
export function PayoutMultiplier({
  round,
  side,
  treasuryFee,
}: {
  round: Pick<PredictionRound, 'bullAmount' | 'bearAmount'>
  side: PredictionBetSide
  treasuryFee: number
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const multiplier = getPayoutMultiplier(round, side, treasuryFee)
  const label = side === 'Bull' ? t('UP payout') : t('DOWN payout')
  return (
    <output className="prediction-multiplier" aria-label={label}>
      {multiplier === undefined
        ? '–'
        : t('%multiplier%x', {
            multiplier: format.format(new Fraction(multiplier, 100n), { decimals: 2 }),
          })}
    </output>
  )
}
