import type { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import type { CompoundingDays } from '../constants/earn'
import { getCompoundGrowth } from './getCompoundGrowth'

export type GetRoiFromPrincipalParameters = {
  /** Amount staked, in USD. */
  principalUsd: Fraction
  apr: Percent
  /** 1, 7, 30, 365 or 1825 in the calculator (spec §9); any whole number works. */
  stakingDays: number
  /** Undefined when compounding is off. */
  compoundingDays?: CompoundingDays | undefined
  performanceFee?: Percent | undefined
  /** USD per whole earned token, to express the interest in tokens. */
  earningTokenPrice?: Fraction | undefined
}

export type GetRoiFromPrincipalReturnType = {
  /** Interest in USD. */
  roiUsd: Fraction
  /** Interest in earned tokens; undefined without a token price. */
  roiTokens: Fraction | undefined
  /** Interest over principal. */
  roiPercentage: Percent
}

/**
 * ROI calculator, "ROI based on principal" mode (spec §4).
 *
 * @example
 * getRoiFromPrincipal({ principalUsd: new Fraction(1000n), apr: new Percent(50n, 100n), stakingDays: 365, compoundingDays: 1 }).roiUsd.toFixed(2) // '648.16'
 */
export function getRoiFromPrincipal({
  principalUsd,
  apr,
  stakingDays,
  compoundingDays,
  performanceFee,
  earningTokenPrice,
}: GetRoiFromPrincipalParameters): GetRoiFromPrincipalReturnType {
  const growth = getCompoundGrowth({ apr, performanceFee, stakingDays, compoundingDays })
  const roiUsd = principalUsd.multiply(growth)
  const roiTokens =
    earningTokenPrice && earningTokenPrice.numerator !== 0n
      ? roiUsd.divide(earningTokenPrice)
      : undefined
  return { roiUsd, roiTokens, roiPercentage: new Percent(growth.numerator, growth.denominator) }
}
