import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { BLOCKS_PER_YEAR } from '../constants/earn'
import type { Currency } from '../currencies/currency'

export type GetPoolAprParameters = {
  /** USD per whole staking token. */
  stakingTokenPrice: Fraction
  /** USD per whole reward token. */
  rewardTokenPrice: Fraction
  /** Staked in the pool (on-chain amount). */
  totalStaked: CurrencyAmount<Currency>
  /** Reward emitted per block (on-chain amount). */
  tokenPerBlock: CurrencyAmount<Currency>
  /** Spec §4: configured finished or current block past endBlock; APR is then 0. */
  isFinished?: boolean | undefined
}

/** Undefined when nothing is staked or prices are 0 (the reference shows no APR then). */
export type GetPoolAprReturnType = Percent | undefined

function wholeUnits(amount: CurrencyAmount<Currency>): Fraction {
  return new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
}

/**
 * Staking pool APR: reward price · tokens per block · 10,512,000 blocks / (staking price · total
 * staked). Exact rational; print with `toFixed(2)`.
 *
 * @example
 * // 100 BNB staked at $300, 0.005 USDT ($1) per block
 * getPoolApr({ stakingTokenPrice: new Fraction(300n), rewardTokenPrice: new Fraction(1n), totalStaked, tokenPerBlock })?.toFixed(2) // '175.20'
 */
export function getPoolApr({
  stakingTokenPrice,
  rewardTokenPrice,
  totalStaked,
  tokenPerBlock,
  isFinished = false,
}: GetPoolAprParameters): GetPoolAprReturnType {
  if (isFinished) return new Percent(0n)
  const stakedValue = stakingTokenPrice.multiply(wholeUnits(totalStaked))
  if (stakedValue.numerator === 0n || stakedValue.denominator === 0n) return undefined
  const yearlyRewardValue = rewardTokenPrice
    .multiply(wholeUnits(tokenPerBlock))
    .multiply(BLOCKS_PER_YEAR)
  const apr = yearlyRewardValue.divide(stakedValue)
  return new Percent(apr.numerator, apr.denominator)
}
