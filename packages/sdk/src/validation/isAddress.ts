import { type Address, getAddress, isAddress as viem_isAddress } from 'viem'

/**
 * The checksummed address when `value` is an address (all lower case, all upper case, or mixed
 * case with a valid checksum), else false. Typed addresses are normalised this way (spec §5).
 *
 * @example
 * isAddress('0x55d398326f99059ff775485246999027b3197955') // '0x55d398326f99059fF775485246999027B3197955'
 * isAddress('hello') // false
 */
export function isAddress(value: unknown): Address | false {
  if (typeof value !== 'string' || !viem_isAddress(value, { strict: true })) return false
  return getAddress(value)
}
