/**
 * Accounts the app refuses to serve (spec §2 Shell, §6): a connected blocklisted account sees only
 * 'Blocked address'. The spec lists no addresses; this is a documented example that a deployment
 * replaces with the sanctions list it must follow (docs/decisions.md, Wallet).
 */
import { type Address, isAddress } from 'viem'

export const BLOCKED_ADDRESSES: readonly Address[] = [
  // Ronin bridge exploiter (Lazarus Group), on the OFAC SDN list since April 2022.
  '0x098B716B8Aaf21512996dC57EB0615e2383E2f96',
]

/** Case-insensitive: wallets report checksummed or lowercase addresses. */
export function isBlocked(
  address: string | undefined,
  blocked: readonly string[] = BLOCKED_ADDRESSES,
): boolean {
  if (!address || !isAddress(address, { strict: false })) return false
  const lower = address.toLowerCase()
  return blocked.some((entry) => entry.toLowerCase() === lower)
}
