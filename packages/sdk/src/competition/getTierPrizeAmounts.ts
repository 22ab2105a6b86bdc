import { PRIZE_WEIGHT_TOTAL, PRIZE_WEIGHTS } from './constants'

export type PrizeTokenPrice = {
  /** The feed's answer (USD per whole token) and its decimals. */
  price: bigint
  feedDecimals: number
  tokenDecimals: number
}

/**
 * One winner's prize in each of the four tokens, as GhostTradingCompetition computes it when the
 * results are published: the tier's USD value split 3:1:1:1 by value at the feeds' prices,
 * each amount rounded down.
 */
export function getTierPrizeAmounts(
  usdPrize: bigint,
  prices: readonly [PrizeTokenPrice, PrizeTokenPrice, PrizeTokenPrice, PrizeTokenPrice],
): [bigint, bigint, bigint, bigint] {
  if (usdPrize < 0n) throw new RangeError('A prize cannot be negative')
  const amounts = prices.map(({ price, feedDecimals, tokenDecimals }, index) => {
    if (price <= 0n) throw new RangeError('A price must be positive')
    const weight = PRIZE_WEIGHTS[index] as bigint
    return (
      (usdPrize * weight * 10n ** BigInt(feedDecimals) * 10n ** BigInt(tokenDecimals)) /
      (PRIZE_WEIGHT_TOTAL * 10n ** 18n * price)
    )
  })
  return amounts as [bigint, bigint, bigint, bigint]
}
