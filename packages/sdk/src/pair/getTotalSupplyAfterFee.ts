import { LP_FEE_BPS, PROTOCOL_FEE_BPS } from '../constants/amm'
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
 * on (GhostPair `_mintFee`): L new tokens such that L / (s + L) = φ(√k − √kLast) / √k with
 * φ = PROTOCOL_FEE_BPS / SWAP_FEE_BPS (8/25), i.e. L = s(√k − √kLast)·8 / (17·√k + 8·√kLast),
 * where 17 = SWAP_FEE_BPS − PROTOCOL_FEE_BPS is the liquidity providers' part.
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
  const numerator = totalSupply * (rootK - rootKLast) * PROTOCOL_FEE_BPS
  const denominator = rootK * LP_FEE_BPS + rootKLast * PROTOCOL_FEE_BPS
  return totalSupply + numerator / denominator
}
