import type { Address } from 'viem'
import { ZERO_ADDRESS } from '../constants/amm'
import { InvalidAddressError } from '../errors/address'
import { isAddress } from './isAddress'

export type ValidateContractAddressErrorType = InvalidAddressError

/**
 * A contract address must be a proper address and not zero, else "Invalid 'address' parameter"
 * (spec §5). Returns it checksummed.
 *
 * @example
 * validateContractAddress('0x0000000000000000000000000000000000000000') // throws InvalidAddressError
 */
export function validateContractAddress(address: string): Address {
  const checksummed = isAddress(address)
  if (!checksummed || checksummed === ZERO_ADDRESS) throw new InvalidAddressError({ address })
  return checksummed
}
