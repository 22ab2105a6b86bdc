import type { Address, Hex } from 'viem'
import { InvalidCallError } from '../errors/multicall'

/** One multicall read: a contract and ABI-encoded call data. */
export type Call = {
  address: Address
  callData: Hex
}

const ADDRESS = /^0x[a-fA-F0-9]{40}$/
const LOWER_HEX = /^0x[a-f0-9]*$/

export type ToCallKeyErrorType = InvalidCallError

/**
 * The key listeners and results are stored under: 'address-callData' (spec §5: a 40-hex address
 * and lower-case hex call data).
 *
 * @example
 * toCallKey({ address: '0x55d398326f99059fF775485246999027B3197955', callData: '0x18160ddd' })
 * // '0x55d398326f99059fF775485246999027B3197955-0x18160ddd'
 */
export function toCallKey(call: Call): string {
  if (!ADDRESS.test(call.address)) {
    throw new InvalidCallError({ reason: `Invalid address: ${call.address}` })
  }
  if (!LOWER_HEX.test(call.callData)) {
    throw new InvalidCallError({ reason: `Invalid hex: ${call.callData}` })
  }
  return `${call.address}-${call.callData}`
}
