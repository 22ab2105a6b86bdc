import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { BLOCKS_PER_YEAR } from '../constants/earn'
import type { Currency } from '../currencies/currency'

export type GetFarmAprParameters = {
  /** The farm's allocation points over the total (see `getPoolWeight`). */
  poolWeight: Fraction
  /** Reward emitted per block by the farm contract, all farms together. */
  rewardPerBlock: CurrencyAmount<Currency>
  /** USD per whole reward token. */
  rewardTokenPrice: Fraction
  /** USD value of the LP staked in the farm (see `getFarmLpValues`). */
  liquidityUsd: Fraction
}

export type GetFarmAprReturnType = Percent | undefined

/**
 * Farm APR: reward per block · 10,512,000 · pool weight · reward price / staked liquidity in USD.
 * Undefined when there is no liquidity.
 *
 * @example
 * getFarmApr({ poolWeight, rewardPerBlock, rewardTokenPrice, liquidityUsd })?.toFixed(2)
 */
export function getFarmApr({
  poolWeight,
  rewardPerBlock,
  rewardTokenPrice,
  liquidityUsd,
}: GetFarmAprParameters): GetFarmAprReturnType {
  if (liquidityUsd.numerator === 0n || liquidityUsd.denominator === 0n) return undefined
  const perBlock = new Fraction(
    rewardPerBlock.numerator,
    rewardPerBlock.denominator * rewardPerBlock.decimalScale,
  )
  const apr = perBlock
    .multiply(BLOCKS_PER_YEAR)
    .multiply(poolWeight)
    .multiply(rewardTokenPrice)
    .divide(liquidityUsd)
  return new Percent(apr.numerator, apr.denominator)
}
