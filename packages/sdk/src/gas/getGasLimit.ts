import { BIPS_BASE } from '../constants/amm'
import { GAS_BUFFER_BPS } from '../constants/settings'

/**
 * Gas a pair may spend on its TWAP accumulators that an estimate cannot see. A pair adds
 * price × seconds to its two accumulators only when the block's second differs from its last
 * update's, so an estimate taken in that second (a pair touched in the latest block, on a chain
 * whose blocks come faster than one a second, or Anvil's same-second blocks) leaves the write out
 * and the transaction runs out of gas if it lands a second later. Measured on the pair in the
 * estimate's own terms: 10.6k on a pair whose accumulators already run, 45.4k on a pair's first
 * write (two storage slots going from zero). The limit covers the worst case: unused gas is not
 * charged, and a first write is exactly when a fresh pair draws its first trades.
 */
export const PAIR_ORACLE_WRITE_GAS = 46_000n

export type GetGasLimitParameters = {
  /** The node's gas estimate for the call. */
  estimate: bigint
  /** Pairs whose reserves the call updates: a swap's hops, the pair of an add or remove. */
  pairsTouched?: number | undefined
}

/**
 * The gas limit every Ghost sender uses, on every chain: the estimate, spec §7's 10% on top,
 * and the accumulator write of every pair the call touches.
 *
 * @example
 * getGasLimit({ estimate: 100_000n }) // 110_000n
 * getGasLimit({ estimate: 100_000n, pairsTouched: 3 }) // 248_000n
 */
export function getGasLimit({ estimate, pairsTouched = 0 }: GetGasLimitParameters): bigint {
  if (!Number.isInteger(pairsTouched) || pairsTouched < 0)
    throw new RangeError(`pairsTouched must be a whole number ≥ 0, got ${pairsTouched}`)
  return (
    (estimate * (BIPS_BASE + GAS_BUFFER_BPS)) / BIPS_BASE +
    BigInt(pairsTouched) * PAIR_ORACLE_WRITE_GAS
  )
}
