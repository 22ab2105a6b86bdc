import { LOTTERY_DISCOUNT_DIVISOR, LOTTERY_MAX_TICKETS } from './constants'

function assertTicketCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > LOTTERY_MAX_TICKETS) {
    throw new RangeError(`A purchase is 1 to ${LOTTERY_MAX_TICKETS} tickets, got ${count}`)
  }
}

/**
 * What `count` tickets cost in CAKE wei, to the wei as the contract charges
 * (`calculateTotalPriceForBulkTickets`): `price * count * (2001 - count) / 2000`, rounded down.
 * Throws a RangeError for a count that is not a whole number from 1 to 100, or a negative price.
 *
 * @example getBulkTicketCost(10n ** 18n, 2) // 1_999_000_000_000_000_000n (0.05% off)
 */
export function getBulkTicketCost(priceTicket: bigint, count: number): bigint {
  assertTicketCount(count)
  if (priceTicket < 0n) throw new RangeError('The ticket price must not be negative')
  const n = BigInt(count)
  return (priceTicket * n * (LOTTERY_DISCOUNT_DIVISOR + 1n - n)) / LOTTERY_DISCOUNT_DIVISOR
}

/**
 * The bulk discount in percent: `(count - 1) / 20`, so 2 tickets 0.05%, 50 tickets 2.45% and
 * 100 tickets 4.95% (spec §9). Throws a RangeError for the counts getBulkTicketCost refuses.
 */
export function getBulkDiscountPercent(count: number): number {
  assertTicketCount(count)
  // (count - 1) / 2000 as a fraction, times 100; one division keeps 2.45 exactly the literal.
  return (count - 1) / 20
}
