import type { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import type { CompoundingDays } from '../constants/earn'
import { getCompoundGrowth } from './getCompoundGrowth'

export type GetPrincipalForTargetRoiParameters = {
  /** Interest wanted, in USD. */
  targetRoiUsd: Fraction
  apr: Percent
  stakingDays: number
  compoundingDays?: CompoundingDays | undefined
  performanceFee?: Percent | undefined
}

export type GetPrincipalForTargetRoiReturnType =
  | {
      principalUsd: Fraction
      roiPercentage: Percent
    }
  | undefined

/**
 * ROI calculator, "principal based on target ROI" mode (spec §4): the USD to stake to earn
 * `targetRoiUsd`. Undefined when the APR earns nothing.
 *
 * @example
 * getPrincipalForTargetRoi({ targetRoiUsd: new Fraction(100n), apr: new Percent(1n, 10n), stakingDays: 365 })?.principalUsd.toFixed(2) // '1000.00'
 */
export function getPrincipalForTargetRoi({
  targetRoiUsd,
  apr,
  stakingDays,
  compoundingDays,
  performanceFee,
}: GetPrincipalForTargetRoiParameters): GetPrincipalForTargetRoiReturnType {
  const growth = getCompoundGrowth({ apr, performanceFee, stakingDays, compoundingDays })
  if (growth.numerator <= 0n) return undefined
  return {
    principalUsd: targetRoiUsd.divide(growth),
    roiPercentage: new Percent(growth.numerator, growth.denominator),
  }
}
