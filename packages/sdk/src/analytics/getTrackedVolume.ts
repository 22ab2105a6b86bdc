export type GetTrackedVolumeParameters = {
  /** The value of token0's side (amount in + amount out), in BNB or USD. */
  value0: bigint
  value1: bigint
  whitelisted0: boolean
  whitelisted1: boolean
}

/**
 * The volume a swap counts for in the tracked totals, in the unit of the values: the average of
 * both sides when both tokens are whitelisted, the whitelisted side when one is, 0 when none is
 * (its price could be set by anyone; the subgraphs count it as untracked volume instead).
 */
export function getTrackedVolume(parameters: GetTrackedVolumeParameters): bigint {
  const { value0, value1, whitelisted0, whitelisted1 } = parameters
  if (whitelisted0 && whitelisted1) return (value0 + value1) / 2n
  if (whitelisted0) return value0
  if (whitelisted1) return value1
  return 0n
}
