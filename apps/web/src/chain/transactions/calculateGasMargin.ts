import { GAS_BUFFER_BPS } from '@ghost/sdk'

/** Spec §7: the gas limit sent is the estimate plus 10%. */
export function calculateGasMargin(estimate: bigint): bigint {
  return (estimate * (10_000n + GAS_BUFFER_BPS)) / 10_000n
}
