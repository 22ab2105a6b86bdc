import { type Address, getAddress } from 'viem'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The checksummed address when `value` is an address, else false. As EIP-55 has it, all lower
 * case or all upper case hex carries no checksum and is accepted; mixed case must match the
 * checksum. Typed addresses are normalised this way (spec §5).
 *
 * @example
 * isAddress('0x55d398326f99059ff775485246999027b3197955') // '0x55d398326f99059fF775485246999027B3197955'
 * isAddress('hello') // false
 */
export function isAddress(value: unknown): Address | false {
  if (typeof value !== 'string' || !HEX_ADDRESS.test(value)) return false
  const hex = value.slice(2)
  const checksummed = getAddress(value)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return checksummed
  return checksummed === value ? checksummed : false
}
