export type GetTrackedLiquidityParameters = {
  /** The value of reserve0, in BNB or USD. */
  value0: bigint
  value1: bigint
  whitelisted0: boolean
  whitelisted1: boolean
}

/**
 * The liquidity a pair counts for in the protocol's totals, in the unit of the values: both sides
 * when both tokens are whitelisted, twice the whitelisted side when one is (a pool holds equal
 * values), 0 when none is.
 */
export function getTrackedLiquidity(parameters: GetTrackedLiquidityParameters): bigint {
  const { value0, value1, whitelisted0, whitelisted1 } = parameters
  if (whitelisted0 && whitelisted1) return value0 + value1
  if (whitelisted0) return 2n * value0
  if (whitelisted1) return 2n * value1
  return 0n
}
