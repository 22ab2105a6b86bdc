import {
  CurrencyAmount,
  getPooledAmounts,
  getPoolShare,
  type Pair,
  type Percent,
  type Token,
} from '@ghost/sdk'

export type LiquidityPosition = {
  pair: Pair
  /** LP tokens in the wallet (the part that can be removed). */
  walletBalance: CurrencyAmount<Token>
  /** LP tokens staked in the farms. */
  stakedBalance: CurrencyAmount<Token>
  totalSupply: CurrencyAmount<Token> | undefined
}

export type PairReads = {
  pair: Pair
  /** `balanceOf(account)` of the LP token; undefined while unknown. */
  balance: bigint | undefined
  totalSupply: bigint | undefined
}

export type GetLiquidityPositionsParameters = {
  pairs: readonly PairReads[]
  /** LP staked per LP token (lowercase address), from the MasterChef's `userInfo(pid).amount`. */
  stakedByLpToken: ReadonlyMap<string, bigint>
}

/**
 * The user's positions (spec §2 liquidity cards): every tracked pair with LP in the wallet or
 * staked in a farm, in the order the pairs were given, each pair once.
 *
 * @example
 * getLiquidityPositions({ pairs, stakedByLpToken: new Map() }).map((p) => p.pair.address)
 */
export function getLiquidityPositions({
  pairs,
  stakedByLpToken,
}: GetLiquidityPositionsParameters): LiquidityPosition[] {
  const positions: LiquidityPosition[] = []
  const seen = new Set<string>()
  for (const { pair, balance, totalSupply } of pairs) {
    const key = pair.address.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    const wallet = balance ?? 0n
    const staked = stakedByLpToken.get(key) ?? 0n
    if (wallet + staked === 0n) continue
    const lp = pair.liquidityToken
    positions.push({
      pair,
      walletBalance: CurrencyAmount.fromRawAmount(lp, wallet),
      stakedBalance: CurrencyAmount.fromRawAmount(lp, staked),
      totalSupply:
        totalSupply === undefined ? undefined : CurrencyAmount.fromRawAmount(lp, totalSupply),
    })
  }
  return positions
}

export type PositionSummary = {
  /** Wallet plus staked LP. */
  total: CurrencyAmount<Token>
  /** What the total is worth in each token; undefined while the supply is unknown. */
  pooled0: CurrencyAmount<Token> | undefined
  pooled1: CurrencyAmount<Token> | undefined
  share: Percent | undefined
}

/** Pooled amounts and share of one position, counting staked LP as the user's (spec §2). */
export function getPositionSummary({
  pair,
  walletBalance,
  stakedBalance,
  totalSupply,
}: LiquidityPosition): PositionSummary {
  const total = walletBalance.add(stakedBalance)
  if (!totalSupply || totalSupply.quotient < total.quotient) {
    return { total, pooled0: undefined, pooled1: undefined, share: undefined }
  }
  const { amount0, amount1 } = getPooledAmounts(pair, { totalSupply, liquidity: total })
  return {
    total,
    pooled0: amount0,
    pooled1: amount1,
    share: getPoolShare({ liquidity: total, totalSupply }),
  }
}
