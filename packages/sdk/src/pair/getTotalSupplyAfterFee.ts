import { PROTOCOL_FEE_NUMERATOR, PROTOCOL_FEE_ROOT_K_MULTIPLIER } from '../constants/amm'
import type { Pair } from './pair'
import { sqrt } from './sqrt'

export type GetTotalSupplyAfterFeeParameters = {
  /** LP total supply read from the pair. */
  totalSupply: bigint
  /** `kLast` read from the pair; 0 when the fee switch was off at the last liquidity event. */
  kLast: bigint
}

/**
 * LP supply after the protocol fee the pair mints on its next mint or burn when the fee switch is
 * on (GhostPair `_mintFee`).
 *
 * @example
 * getTotalSupplyAfterFee(pair, { totalSupply, kLast }) // >= totalSupply
 */
export function getTotalSupplyAfterFee(
  pair: Pair,
  { totalSupply, kLast }: GetTotalSupplyAfterFeeParameters,
): bigint {
  if (kLast === 0n) return totalSupply
  const rootK = sqrt(pair.reserve0.quotient * pair.reserve1.quotient)
  const rootKLast = sqrt(kLast)
  if (rootK <= rootKLast) return totalSupply
  const numerator = totalSupply * (rootK - rootKLast) * PROTOCOL_FEE_NUMERATOR
  const denominator = rootK * PROTOCOL_FEE_ROOT_K_MULTIPLIER + rootKLast * PROTOCOL_FEE_NUMERATOR
  return totalSupply + numerator / denominator
}
