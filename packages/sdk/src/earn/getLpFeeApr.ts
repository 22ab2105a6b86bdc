import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { LP_FEE_BPS } from '../constants/amm'

export type GetLpFeeAprParameters = {
  /** USD traded through the pair over the last 24 hours. */
  volume24hUsd: Fraction
  /** USD value of the pair's whole reserves. */
  liquidityUsd: Fraction
}

export type GetLpFeeAprReturnType = Percent | undefined

const DAYS_PER_YEAR = 365n
const BPS = 10_000n

/**
 * LP reward APR of a pair, as PancakeSwap shows beside a farm's reward APR: the 0.17% of volume
 * that stays with liquidity providers, one day's worth times 365, over the pair's liquidity.
 * Undefined when the pair has no liquidity (or a negative one, which no pair can have).
 *
 * @example
 * getLpFeeApr({ volume24hUsd: new Fraction(2_000_000n), liquidityUsd: new Fraction(10_000_000n) })
 *   ?.toFixed(2) // '12.41' (2M · 0.17% · 365 / 10M)
 */
export function getLpFeeApr({
  volume24hUsd,
  liquidityUsd,
}: GetLpFeeAprParameters): GetLpFeeAprReturnType {
  if (!isPositive(liquidityUsd) || isNegative(volume24hUsd)) return undefined
  const apr = volume24hUsd
    .multiply(new Fraction(LP_FEE_BPS * DAYS_PER_YEAR, BPS))
    .divide(liquidityUsd)
  return new Percent(apr.numerator, apr.denominator)
}

function isPositive(value: Fraction): boolean {
  return value.denominator !== 0n && value.numerator * value.denominator > 0n
}

function isNegative(value: Fraction): boolean {
  return value.denominator !== 0n && value.numerator * value.denominator < 0n
}
