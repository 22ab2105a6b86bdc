import { LOTTERY_BRACKETS, LOTTERY_NUMBER_LIMIT } from './constants'

/** Throws a RangeError unless `n` is a ticket number, 0..999,999. */
export function assertTicketNumber(n: number, name = 'A ticket number'): void {
  if (!Number.isInteger(n) || n < 0 || n >= LOTTERY_NUMBER_LIMIT) {
    throw new RangeError(`${name} is a whole number from 0 to 999999, got ${n}`)
  }
}

/**
 * How many leading digits of the six (leading zeros included) two ticket numbers share, 0..6,
 * as the contract's `_matchedDigits` counts them: drop last digits until the rest are equal.
 *
 * @example matchedDigits(123456, 123999) // 3
 */
export function matchedDigits(a: number, b: number): number {
  assertTicketNumber(a)
  assertTicketNumber(b)
  let matched = LOTTERY_BRACKETS
  let x = a
  let y = b
  while (x !== y) {
    x = Math.floor(x / 10)
    y = Math.floor(y / 10)
    matched--
  }
  return matched
}

/** A ticket number as players see it: six digits with leading zeros (12345 → '012345'). */
export function formatTicketNumber(n: number): string {
  assertTicketNumber(n)
  return String(n).padStart(LOTTERY_BRACKETS, '0')
}

/**
 * The number typed as exactly six ASCII digits ('012345' → 12345); undefined for anything else
 * (spaces, signs, other scripts' digits, more or fewer digits).
 */
export function parseTicketNumber(text: string): number | undefined {
  return /^[0-9]{6}$/.test(text) ? Number(text) : undefined
}

/** The six digits of a ticket number, first (leftmost) digit first: 12345 → [0,1,2,3,4,5]. */
export function ticketDigits(n: number): number[] {
  return Array.from(formatTicketNumber(n), Number)
}

const UINT256_MAX = 2n ** 256n - 1n

/** The winning number the contract derives from the VRF answer: `word % 1_000_000`. */
export function finalNumberFromRandomWord(word: bigint): number {
  if (word < 0n || word > UINT256_MAX) throw new RangeError('A random word is a uint256')
  return Number(word % BigInt(LOTTERY_NUMBER_LIMIT))
}
