/**
 * Keeps the first 4 and last 4 characters of an address or hash (spec §9).
 *
 * @example
 * shortenAddress('0x1234567890abcdef1234567890abcdef12345678') // '0x12...5678'
 */
export function shortenAddress(address: string, leading = 4, trailing = 4): string {
  if (address.length <= leading + trailing) return address
  return `${address.slice(0, leading)}...${address.slice(address.length - trailing)}`
}
