import type { Address, Hex } from 'viem'
import { InvalidCallKeyError } from '../errors/multicall'
import type { Call } from './toCallKey'

export type ParseCallKeyErrorType = InvalidCallKeyError

/**
 * The call behind a key made by `toCallKey`.
 *
 * @example
 * parseCallKey('0x55d398326f99059fF775485246999027B3197955-0x18160ddd').callData // '0x18160ddd'
 */
export function parseCallKey(callKey: string): Call {
  const [address, callData, ...rest] = callKey.split('-')
  if (rest.length > 0 || !address || !callData) throw new InvalidCallKeyError({ callKey })
  if (!/^0x[a-fA-F0-9]{40}$/.test(address) || !/^0x[a-f0-9]*$/.test(callData)) {
    throw new InvalidCallKeyError({ callKey })
  }
  return { address: address as Address, callData: callData as Hex }
}
