import { LOTTERY_MAX_TICKETS, LOTTERY_NUMBER_LIMIT } from './constants'

/** The largest multiple of 1,000,000 a uint32 reaches: values from here up would favour low numbers. */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / LOTTERY_NUMBER_LIMIT) * LOTTERY_NUMBER_LIMIT

/** A uniform ticket number from the platform's cryptographic generator, by rejection sampling. */
function cryptoTicketNumber(): number {
  const buffer = new Uint32Array(1)
  for (;;) {
    globalThis.crypto.getRandomValues(buffer)
    const value = buffer[0] ?? UNBIASED_LIMIT
    if (value < UNBIASED_LIMIT) return value % LOTTERY_NUMBER_LIMIT
  }
}

/**
 * `count` different ticket numbers (0..999,999) for a purchase, in draw order. By default each
 * is drawn uniformly from `globalThis.crypto.getRandomValues`; `random` replaces it with a
 * `Math.random`-like source of floats in [0, 1) (tests, seeded previews). Throws a RangeError
 * for a count that is not a whole number from 0 to 100, or a `random` that leaves that range.
 *
 * @example randomTicketNumbers(3) // e.g. [402931, 77120, 958003]
 */
export function randomTicketNumbers(count: number, random?: () => number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > LOTTERY_MAX_TICKETS) {
    throw new RangeError(`Pick 0 to ${LOTTERY_MAX_TICKETS} ticket numbers, got ${count}`)
  }
  const next = random ? () => fromFloat(random()) : cryptoTicketNumber
  const numbers = new Set<number>()
  // A fair source repeats a number among 100 with odds of about 1 in 200 per purchase; a broken
  // one (a constant) must fail rather than loop for ever.
  let draws = 0
  const maxDraws = 100 * (count + 1)
  while (numbers.size < count) {
    if (++draws > maxDraws) throw new Error('The random source keeps repeating ticket numbers')
    numbers.add(next())
  }
  return [...numbers]
}

function fromFloat(value: number): number {
  if (!(value >= 0 && value < 1)) throw new RangeError(`random() must return [0, 1), got ${value}`)
  return Math.floor(value * LOTTERY_NUMBER_LIMIT)
}
