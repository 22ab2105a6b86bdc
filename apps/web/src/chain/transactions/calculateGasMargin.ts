import { ChainId, GAS_BUFFER_BPS } from '@ghost/sdk'

/**
 * Room the local chain needs on top of spec §7's 10%. Anvil mines many blocks under one timestamp
 * (foundry-rs/foundry#16544), so an estimate made in the second of a pair's last update leaves out
 * the TWAP accumulator write that the transaction pays once it lands in the next second: about
 * 10.5k gas per pair crossed, 44.2k for a pair's very first write. BSC's blocks always advance the
 * timestamp, so real chains get the spec's margin alone.
 */
export const LOCAL_CHAIN_GAS_ALLOWANCE = 50_000n

/** Spec §7: the gas limit sent is the estimate plus 10% (plus the local chain's allowance). */
export function calculateGasMargin(estimate: bigint, chainId: number): bigint {
  const limit = (estimate * (10_000n + GAS_BUFFER_BPS)) / 10_000n
  return chainId === ChainId.LOCAL ? limit + LOCAL_CHAIN_GAS_ALLOWANCE : limit
}
