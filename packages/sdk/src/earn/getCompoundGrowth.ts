import { Fraction } from '../amounts/fraction'
import { parseDecimal } from '../amounts/parseDecimal'
import type { Percent } from '../amounts/percent'
import { COMPOUNDING_FREQUENCIES, type CompoundingDays } from '../constants/earn'
import { FIXED_ONE, fromFixedPoint, power, toFixedPoint } from './fixedPoint'

export type GetCompoundGrowthParameters = {
  apr: Percent
  /** Spec §9: the fee is taken off the APR as a percentage of it. */
  performanceFee?: Percent | undefined
  stakingDays: number
  /** Compound every 1, 7, 14 or 30 days; undefined for no compounding. */
  compoundingDays?: CompoundingDays | undefined
}

/** Interest earned per unit of principal over the staking period (growth − 1). */
export function getCompoundGrowth({
  apr,
  performanceFee,
  stakingDays,
  compoundingDays,
}: GetCompoundGrowthParameters): Fraction {
  const aprAfterFee = performanceFee
    ? new Fraction(apr.numerator, apr.denominator).multiply(
        new Fraction(
          performanceFee.denominator - performanceFee.numerator,
          performanceFee.denominator,
        ),
      )
    : new Fraction(apr.numerator, apr.denominator)
  const days = BigInt(stakingDays)
  if (compoundingDays === undefined) return aprAfterFee.multiply(days).divide(365n)
  const option = COMPOUNDING_FREQUENCIES.find((entry) => entry.days === compoundingDays)
  const dailyFactor = parseDecimal(option?.dailyFactor ?? '1') as Fraction
  // compounds per year = 365 · daily factor; growth = (1 + apr / compounds)^(compounds · days/365)
  const timesCompounded = dailyFactor.multiply(365n)
  const base = aprAfterFee.divide(timesCompounded).add(1n)
  const exponent = dailyFactor.multiply(days)
  return fromFixedPoint(power(toFixedPoint(base), exponent) - FIXED_ONE)
}
