import { LOTTERY_MAX_TICKETS } from './constants'

const TICKETS = BigInt(LOTTERY_MAX_TICKETS)

/**
 * The contract's id of the `index`-th ticket (0-based) of purchase `purchaseId` in a round:
 * `purchaseId * 100 + index` (a purchase holds at most 100 tickets).
 *
 * @example getTicketId(7n, 3) // 703n
 */
export function getTicketId(purchaseId: bigint, index: number): bigint {
  if (purchaseId < 0n) throw new RangeError('A purchase id must not be negative')
  if (!Number.isInteger(index) || index < 0 || index >= LOTTERY_MAX_TICKETS) {
    throw new RangeError(`A ticket index is 0 to ${LOTTERY_MAX_TICKETS - 1}, got ${index}`)
  }
  return purchaseId * TICKETS + BigInt(index)
}

/** The purchase and the position in it of a ticket id (the inverse of getTicketId). */
export function splitTicketId(ticketId: bigint): { purchaseId: bigint; index: number } {
  if (ticketId < 0n) throw new RangeError('A ticket id must not be negative')
  return { purchaseId: ticketId / TICKETS, index: Number(ticketId % TICKETS) }
}
