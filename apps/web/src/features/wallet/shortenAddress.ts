/** Characters kept on each side of the hex part (spec §9: 4 leading and 4 trailing). */
export const SHORT_ADDRESS_CHARS = 4

/**
 * `0x1234…abcd`: the `0x` prefix, the first and last four hex characters. A string too short
 * to shorten is returned unchanged.
 *
 * @example shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x7099…79C8'
 */
export function shortenAddress(address: string, chars = SHORT_ADDRESS_CHARS): string {
  const hex = address.startsWith('0x') ? address.slice(2) : address
  if (hex.length <= chars * 2) return address
  return `${address.slice(0, address.length - hex.length + chars)}…${hex.slice(-chars)}`
}
