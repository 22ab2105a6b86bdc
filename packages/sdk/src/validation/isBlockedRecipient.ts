import { type Address, zeroAddress } from 'viem'
import type { Currency } from '../currencies/currency'
import type { Trade } from '../trade/trade'

/** Spec §5 swap input error for a refused recipient. */
export const INVALID_RECIPIENT = 'Invalid recipient'

export type IsBlockedRecipientParameters = {
  recipient: Address
  /** The deployment's blocked recipients: factory and routers (3 addresses in the spec). */
  blockedAddresses: readonly Address[]
  trade?: Trade<Currency, Currency> | undefined
}

/**
 * Addresses nobody can spend from, whatever the deployment: the zero address (a slip that burns
 * the output, or a transfer the token refuses) and the conventional burn address.
 */
export const BURN_ADDRESSES: readonly Address[] = [
  zeroAddress,
  '0x000000000000000000000000000000000000dEaD',
]

/**
 * True when sending to `recipient` would lose the funds: a burn address, a blocked address, a
 * token on the trade's path, or one of the route's pairs.
 *
 * @example
 * isBlockedRecipient({ recipient: factoryAddress, blockedAddresses: [factoryAddress, routerAddress] }) // true
 */
export function isBlockedRecipient({
  recipient,
  blockedAddresses,
  trade,
}: IsBlockedRecipientParameters): boolean {
  const target = recipient.toLowerCase()
  const matches = (address: string) => address.toLowerCase() === target
  if (BURN_ADDRESSES.some(matches) || blockedAddresses.some(matches)) return true
  if (!trade) return false
  return (
    trade.route.path.some((token) => matches(token.address)) ||
    trade.route.pairs.some((pair) => matches(pair.address))
  )
}
