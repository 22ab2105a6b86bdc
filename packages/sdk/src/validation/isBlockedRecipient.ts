import type { Address } from 'viem'
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
 * True when sending to `recipient` would lose the funds: it is a blocked address, a token on the
 * trade's path, or one of the route's pairs.
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
  if (blockedAddresses.some(matches)) return true
  if (!trade) return false
  return (
    trade.route.path.some((token) => matches(token.address)) ||
    trade.route.pairs.some((pair) => matches(pair.address))
  )
}
