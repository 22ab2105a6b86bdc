/** Decodes a receipt's logs into `{ address, eventName, args }` for table-style assertions. */
import { type Abi, type Address, decodeEventLog, getAddress, type Hex } from 'viem'

export type DecodedEvent = { address: Address; eventName: string; args: unknown }

export function eventsOf(
  logs: readonly { address: Address; topics: readonly Hex[]; data: Hex }[],
  abi: Abi,
): DecodedEvent[] {
  return logs.map((log) => {
    const decoded = decodeEventLog({ abi, topics: log.topics as [Hex, ...Hex[]], data: log.data })
    return {
      address: getAddress(log.address),
      eventName: decoded.eventName ?? '',
      args: decoded.args,
    }
  })
}
