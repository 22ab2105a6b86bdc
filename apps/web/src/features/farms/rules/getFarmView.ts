import {
  CurrencyAmount,
  type Fraction,
  getFarmApr,
  getFarmLpValues,
  getFarmMultiplier,
  getPoolWeight,
  type Pair,
  type Percent,
  type Token,
} from '@ghost/sdk'
import { getLpValueUsd, priceKey, type TokenPricesUsd } from '../../prices'
import type { FarmConfig } from '../config/getFarmConfig'

/** Spec §3 "Farm user data" for the connected account. */
export type FarmUserData = {
  /** LP allowance given to the MasterChef. */
  allowance: bigint
  /** LP in the wallet. */
  tokenBalance: CurrencyAmount<Token>
  stakedBalance: CurrencyAmount<Token>
  /** Pending reward (MasterChef `pendingReward`). */
  earnings: CurrencyAmount<Token>
}

/** Spec §3 "Farm computed", plus what the farm screen shows. */
export type FarmView = FarmConfig & {
  allocPoint: bigint
  /** '10X' for 1000 allocation points. */
  multiplier: string
  /** A farm without allocation points earns nothing: it is listed under Finished. */
  isFinished: boolean
  poolWeight: Fraction
  /** LP staked in the MasterChef. */
  totalStaked: bigint
  lpTotalSupply: bigint
  tokenAmountTotal: Fraction
  quoteTokenAmountTotal: Fraction
  lpTotalInQuoteToken: Fraction
  tokenPriceVsQuote: Fraction | undefined
  tokenPriceUsd: Fraction | undefined
  quoteTokenPriceUsd: Fraction | undefined
  /** USD value of the LP staked in the farm. */
  liquidityUsd: Fraction | undefined
  /** USD per whole LP token. */
  lpTokenPriceUsd: Fraction | undefined
  /**
   * What the farm shows: reward APR plus the pair's LP reward APR once known (`addLpRewardApr`).
   * Undefined while nothing is staked or a price is missing.
   */
  apr: Percent | undefined
  /** The rewards' part of `apr` (set by `addLpRewardApr`). */
  farmApr?: Percent | undefined
  /** The trading fees' part of `apr`, from the indexed 24 h volume (set by `addLpRewardApr`). */
  lpRewardApr?: Percent | undefined
  earningToken: Token
  earningTokenPriceUsd: Fraction | undefined
  user: FarmUserData | undefined
}

export type GetFarmViewParameters = {
  config: FarmConfig
  allocPoint: bigint
  totalAllocPoint: bigint
  totalStaked: bigint
  /** The LP pair with its reserves. */
  pair: Pair
  lpTotalSupply: bigint
  /** MasterChef emission per block, all farms together. */
  rewardPerBlock: CurrencyAmount<Token>
  prices: TokenPricesUsd
  user?: { allowance: bigint; tokenBalance: bigint; stakedBalance: bigint; earnings: bigint }
}

/**
 * Everything a farm card shows, from the chain reads and the USD prices: LP values (sdk
 * `getFarmLpValues`, staked share = MasterChef `totalStaked` over the LP supply), pool weight,
 * multiplier and APR (sdk `getFarmApr`: reward per block · blocks per year · weight · reward
 * price / staked liquidity).
 */
export function getFarmView({
  config,
  allocPoint,
  totalAllocPoint,
  totalStaked,
  pair,
  lpTotalSupply,
  rewardPerBlock,
  prices,
  user,
}: GetFarmViewParameters): FarmView {
  const tokenPriceUsd = prices[priceKey(config.token.address)]
  const quoteTokenPriceUsd = prices[priceKey(config.quoteToken.address)]
  const values = getFarmLpValues({
    tokenBalanceLP: pair.reserveOf(config.token),
    quoteTokenBalanceLP: pair.reserveOf(config.quoteToken),
    lpTokenBalanceMC: totalStaked,
    lpTotalSupply,
    quoteTokenPriceUsd,
  })
  // without a quote price the token side values the stake (both sides are worth the same)
  const liquidityUsd =
    values.liquidityUsd ??
    (tokenPriceUsd && values.tokenAmountMc.multiply(2n).multiply(tokenPriceUsd))
  const poolWeight = getPoolWeight({ allocPoint, totalAllocPoint })
  const earningToken = rewardPerBlock.currency
  const earningTokenPriceUsd = prices[priceKey(earningToken.address)]
  const apr =
    liquidityUsd && earningTokenPriceUsd
      ? getFarmApr({
          poolWeight,
          rewardPerBlock,
          rewardTokenPrice: earningTokenPriceUsd,
          liquidityUsd,
        })
      : undefined
  return {
    ...config,
    allocPoint,
    multiplier: getFarmMultiplier(allocPoint),
    isFinished: allocPoint === 0n,
    poolWeight,
    totalStaked,
    lpTotalSupply,
    tokenAmountTotal: values.tokenAmountTotal,
    quoteTokenAmountTotal: values.quoteTokenAmountTotal,
    lpTotalInQuoteToken: values.lpTotalInQuoteToken,
    tokenPriceVsQuote: values.tokenPriceVsQuote,
    tokenPriceUsd,
    quoteTokenPriceUsd,
    liquidityUsd,
    lpTokenPriceUsd: getLpValueUsd(pair, lpTotalSupply, prices),
    apr,
    earningToken,
    earningTokenPriceUsd,
    user: user && {
      allowance: user.allowance,
      tokenBalance: CurrencyAmount.fromRawAmount(config.lpToken, user.tokenBalance),
      stakedBalance: CurrencyAmount.fromRawAmount(config.lpToken, user.stakedBalance),
      earnings: CurrencyAmount.fromRawAmount(earningToken, user.earnings),
    },
  }
}
