/**
 * BNB amounts of the history and the leaderboard through the app's one number formatter: the
 * place's significant digits, every digit on hover; `signed` writes '+' before a gain (the
 * formatter writes the locale's minus before a loss) and colours it.
 */
import { Fraction } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import './shared.css'

const WEI = 10n ** 18n

export function bnbFraction(wei: bigint): Fraction {
  return new Fraction(wei, WEI)
}

export function BnbFigure({ wei, signed = false }: { wei: bigint; signed?: boolean }) {
  const tone = !signed || wei === 0n ? undefined : wei > 0n ? 'gain' : 'loss'
  return (
    // a signed figure reads '+1.5 BNB' in every language, not 'BNB 1.5+' in a right-to-left one
    <span
      className={
        tone ? `prediction-amount-bnb prediction-amount-bnb-${tone}` : 'prediction-amount-bnb'
      }
      dir={signed ? 'ltr' : undefined}
    >
      {tone === 'gain' ? '+' : ''}
      <FormattedNumber value={bnbFraction(wei)} kind="amount" /> BNB
    </span>
  )
}
