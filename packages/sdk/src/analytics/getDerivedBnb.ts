import { MIN_LIQUIDITY_BNB } from './thresholds'
import { WAD } from './wad'

export type PricingPair = {
  /** The token's own reserve in the pair, 18-decimal fixed point of whole tokens. */
  tokenReserve: bigint
  /** The whitelisted counterpart's reserve, 18-decimal fixed point of whole tokens. */
  counterpartReserve: bigint
  /** The counterpart's price in BNB, 18-decimal fixed point. */
  counterpartDerivedBnb: bigint
}

export type GetDerivedBnbParameters = {
  /** The token's pairs whose other token is whitelisted (callers leave the others out). */
  pairs: readonly PricingPair[]
  /** A pair counts only if its counterpart side is worth at least this. Default MIN_LIQUIDITY_BNB. */
  minLiquidityBnb?: bigint | undefined
}

/**
 * A token's price in BNB (18-decimal fixed point), the subgraphs' `derivedETH`: taken from the
 * pair whose whitelisted side holds the most BNB value, among those holding at least the minimum;
 * 0 when none does, so a thin or unknown pair cannot set a price. WBNB itself is 1 (the caller's
 * case: WBNB has no counterpart to be priced against).
 *
 * @example
 * // 300,000 GHOST against 1,000 WBNB: GHOST = 1/300 BNB
 * getDerivedBnb({ pairs: [{ tokenReserve: 300_000n * WAD, counterpartReserve: 1000n * WAD, counterpartDerivedBnb: WAD }] })
 */
export function getDerivedBnb(parameters: GetDerivedBnbParameters): bigint {
  const minLiquidityBnb = parameters.minLiquidityBnb ?? MIN_LIQUIDITY_BNB
  let best: PricingPair | undefined
  let bestLiquidity = 0n
  for (const pair of parameters.pairs) {
    if (pair.tokenReserve === 0n) continue
    const liquidity = (pair.counterpartReserve * pair.counterpartDerivedBnb) / WAD
    if (liquidity === 0n || liquidity < minLiquidityBnb) continue
    if (best === undefined || liquidity > bestLiquidity) {
      best = pair
      bestLiquidity = liquidity
    }
  }
  if (best === undefined) return 0n
  return (best.counterpartReserve * best.counterpartDerivedBnb) / best.tokenReserve
}
