import type { Address } from 'viem'
import { isAddress } from './isAddress'

export type ParseRecipientReturnType =
  | { type: 'empty' }
  | { type: 'address'; address: Address }
  /** A name to resolve through ENS first (spec §5 accepts ENS names and hostname-like text). */
  | { type: 'name'; name: string }
  | { type: 'invalid' }

// hostname-like: labels of letters, digits and hyphens separated by dots, a final label of 2+ letters
const NAME = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/

/**
 * The send-to field and the `recipient` query parameter: whitespace is stripped; an address
 * (0x plus 40 hex characters) is checksummed; an ENS or hostname-like name is kept for
 * resolution; anything else is invalid.
 *
 * @example
 * parseRecipient(' vitalik.eth ') // { type: 'name', name: 'vitalik.eth' }
 */
export function parseRecipient(value: string): ParseRecipientReturnType {
  const stripped = value.replace(/\s+/g, '')
  if (stripped === '') return { type: 'empty' }
  const address = isAddress(stripped)
  if (address) return { type: 'address', address }
  if (NAME.test(stripped)) return { type: 'name', name: stripped }
  return { type: 'invalid' }
}
