import {
  type CompoundingDays,
  Fraction,
  formatNumber,
  getCompoundGrowth,
  getPrincipalForTargetRoi,
  getRoiFromPrincipal,
  type Percent,
  parseDecimal,
  Rounding,
} from '@ghost/sdk'
import type { RoiCalculatorState, RoiCurrency } from './roiCalculatorState'

export type GetRoiCalculatorFiguresParameters = {
  state: RoiCalculatorState
  apr: Percent
  /** USD per whole staking token. */
  stakingTokenPrice: Fraction
  /** USD per whole earned token. */
  earningTokenPrice: Fraction
  performanceFee?: Percent | undefined
  /** Compounding fixed by the product (auto pools): the toggle no longer applies. */
  autoCompoundFrequency?: CompoundingDays | undefined
}

export type GetRoiCalculatorFiguresReturnType = {
  /** Principal in USD (typed, chosen or derived from the target ROI); undefined when empty. */
  principalUsd: Fraction | undefined
  roiUsd: Fraction
  /** Undefined without an earned-token price. */
  roiTokens: Fraction | undefined
  /** ROI over principal as a plain fraction (0.5 = 50%); 0 while the principal is 0. */
  roiRatio: Fraction
  /** What the principal field shows in the target mode (derived), else undefined (typed text). */
  derivedPrincipalText: string | undefined
  /** The principal in the other currency, for the line under the field. */
  principalInOtherCurrency: Fraction | undefined
  /** Compounding used: the auto frequency, the chosen one, or none. */
  compoundingDays: CompoundingDays | undefined
}

const ZERO = new Fraction(0n)

/** A Fraction from user text; commas count as the decimal separator. */
export function parseUserDecimal(text: string): Fraction | undefined {
  return parseDecimal(text.replace(',', '.'))
}

function isZero(value: Fraction): boolean {
  return value.numerator === 0n
}

function toUsd(
  amount: Fraction,
  currency: RoiCurrency,
  stakingTokenPrice: Fraction,
): Fraction | undefined {
  return currency === 'USD' ? amount : amount.multiply(stakingTokenPrice)
}

function fromUsd(
  usd: Fraction,
  currency: RoiCurrency,
  stakingTokenPrice: Fraction,
): Fraction | undefined {
  if (currency === 'USD') return usd
  return isZero(stakingTokenPrice) ? undefined : usd.divide(stakingTokenPrice)
}

/** How the principal field writes an amount: USD with cents, tokens with 6 significant digits. */
export function formatPrincipal(value: Fraction, currency: RoiCurrency): string {
  return currency === 'USD' ? value.toFixed(2) : value.toSignificant(6)
}

/**
 * Everything the ROI calculator shows, from its state and the rates, through the sdk's
 * `getRoiFromPrincipal` / `getPrincipalForTargetRoi` (spec §4 modes, §9 constants).
 */
export function getRoiCalculatorFigures({
  state,
  apr,
  stakingTokenPrice,
  earningTokenPrice,
  performanceFee,
  autoCompoundFrequency,
}: GetRoiCalculatorFiguresParameters): GetRoiCalculatorFiguresReturnType {
  const compoundingDays =
    autoCompoundFrequency ?? (state.compounding ? state.compoundingDays : undefined)
  const tokenPrice = isZero(earningTokenPrice) ? undefined : earningTokenPrice
  const other: RoiCurrency = state.inputCurrency === 'USD' ? 'TOKEN' : 'USD'

  if (state.mode === 'PRINCIPAL_BASED_ON_ROI') {
    const targetRoiUsd = parseUserDecimal(state.targetRoiText) ?? ZERO
    const result = getPrincipalForTargetRoi({
      targetRoiUsd,
      apr,
      stakingDays: state.stakingDays,
      compoundingDays,
      performanceFee,
    })
    const principalUsd = result?.principalUsd ?? ZERO
    const shown = fromUsd(principalUsd, state.inputCurrency, stakingTokenPrice) ?? ZERO
    return {
      principalUsd,
      roiUsd: targetRoiUsd,
      roiTokens: tokenPrice && targetRoiUsd.divide(tokenPrice),
      roiRatio: result && !isZero(targetRoiUsd) ? result.roiPercentage.asFraction : ZERO,
      derivedPrincipalText: formatPrincipal(shown, state.inputCurrency),
      principalInOtherCurrency: fromUsd(principalUsd, other, stakingTokenPrice),
      compoundingDays,
    }
  }

  const typed = parseUserDecimal(state.principalText)
  const principalUsd = typed && toUsd(typed, state.principalCurrency, stakingTokenPrice)
  const roi = getRoiFromPrincipal({
    principalUsd: principalUsd ?? ZERO,
    apr,
    stakingDays: state.stakingDays,
    compoundingDays,
    performanceFee,
    earningTokenPrice: tokenPrice,
  })
  const derivedPrincipalText =
    state.principalCurrency === state.inputCurrency || !principalUsd
      ? undefined
      : formatPrincipal(
          fromUsd(principalUsd, state.inputCurrency, stakingTokenPrice) ?? ZERO,
          state.inputCurrency,
        )
  return {
    principalUsd,
    roiUsd: roi.roiUsd,
    roiTokens: roi.roiTokens,
    // nothing staked earns nothing: 0%, not the rate's growth
    roiRatio: principalUsd && !isZero(principalUsd) ? roi.roiPercentage.asFraction : ZERO,
    derivedPrincipalText,
    principalInOtherCurrency: principalUsd && fromUsd(principalUsd, other, stakingTokenPrice),
    compoundingDays,
  }
}

/**
 * A ratio as the percent the calculator prints, with the locale's percent sign: 2 decimals,
 * '>1,000,000%' past the cap (an APR of 10^200 must fit the modal).
 */
export function formatRoiPercent(ratio: Fraction, locale = 'en-US'): string {
  return formatNumber(ratio, {
    locale,
    style: 'percent',
    decimals: 2,
    rounding: Rounding.ROUND_HALF_UP,
    dust: false,
  })
}

/** APY shown in the details: a year of daily compounding at this APR, after the fee. */
export function getApy(apr: Percent, performanceFee?: Percent | undefined): Fraction {
  return getCompoundGrowth({ apr, performanceFee, stakingDays: 365, compoundingDays: 1 })
}
