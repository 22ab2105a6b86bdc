import type { Address, Hex } from 'viem'

/** The identity of a call (spec §5): 40-hex address and call data, lowercase, joined by '-'. */
export function toCallKey(target: Address, callData: Hex): string {
  return `${target.toLowerCase()}-${callData.toLowerCase()}`
}
