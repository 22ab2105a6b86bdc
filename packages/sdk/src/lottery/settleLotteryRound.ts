import { LOTTERY_BASIS_POINTS, LOTTERY_BRACKETS } from './constants'
import { assertTicketNumber, matchedDigits } from './ticketNumber'

/** A drawn round's money, as the contract's `_settle` splits it (all CAKE wei). */
export type LotterySettlement = {
  /** The treasury's cut of ticket sales: `ticketRevenue * treasuryFee / 10,000`. */
  treasuryAmount: bigint
  /** What each winning ticket of bracket k (index k-1) receives; 0 where nobody won. */
  cakePerBracket: bigint[]
  /** The sum of every winner's prize, kept for claims. */
  prizesReserved: bigint
  /** The rest (empty brackets and rounding dust), carried into the next round's pot. */
  rolledOver: bigint
}

export type SettleLotteryRoundParameters = {
  /** The whole pot (`amountCollectedInCake`): carried over + injected + ticket revenue. */
  pot: bigint
  /** What tickets brought in, the base of the treasury fee. */
  ticketRevenue: bigint
  /** Basis points of ticket revenue for the treasury. */
  treasuryFee: number
  /** Basis points of the pot after the fee per bracket, bracket 1 first; sums to 10,000. */
  rewardsBreakdown: readonly number[]
  /** Winning tickets per bracket (each counted in its highest bracket only). */
  winnersPerBracket: readonly bigint[]
}

/**
 * How many tickets win in each bracket, bracket 1 first: a ticket counts once, in the highest
 * bracket it reaches (brackets do not stack); tickets matching no first digit count nowhere.
 *
 * @example countWinnersPerBracket([123456, 123000, 900000], 123456) // [0n, 0n, 1n, 0n, 0n, 1n]
 */
export function countWinnersPerBracket(numbers: readonly number[], finalNumber: number): bigint[] {
  assertTicketNumber(finalNumber, 'The winning number')
  const winners: bigint[] = Array.from({ length: LOTTERY_BRACKETS }, () => 0n)
  for (const number of numbers) {
    const matched = matchedDigits(number, finalNumber)
    if (matched !== 0) winners[matched - 1] = (winners[matched - 1] ?? 0n) + 1n
  }
  return winners
}

/**
 * Splits a drawn round's pot to the wei as the contract's `_settle` does: the treasury takes
 * `ticketRevenue * treasuryFee / 10,000`; each bracket with winners shares
 * `(pot - treasury) * bp / 10,000` equally, rounded down per ticket; everything else rolls over,
 * so treasury + reserved + rolledOver is the pot. Throws a RangeError for inputs the contract
 * could not hold (negative amounts, revenue above the pot, a breakdown not summing to 10,000).
 */
export function settleLotteryRound(input: SettleLotteryRoundParameters): LotterySettlement {
  const { pot, ticketRevenue, treasuryFee, rewardsBreakdown, winnersPerBracket } = input
  if (ticketRevenue < 0n || ticketRevenue > pot) {
    throw new RangeError('Ticket revenue must be between 0 and the pot')
  }
  if (!Number.isInteger(treasuryFee) || treasuryFee < 0 || treasuryFee > LOTTERY_BASIS_POINTS) {
    throw new RangeError(`The treasury fee is 0 to ${LOTTERY_BASIS_POINTS} bp, got ${treasuryFee}`)
  }
  if (
    rewardsBreakdown.length !== LOTTERY_BRACKETS ||
    rewardsBreakdown.some((bp) => !Number.isInteger(bp) || bp < 0) ||
    rewardsBreakdown.reduce((sum, bp) => sum + bp, 0) !== LOTTERY_BASIS_POINTS
  ) {
    throw new RangeError(`The rewards breakdown is ${LOTTERY_BRACKETS} shares summing to 10000 bp`)
  }
  if (winnersPerBracket.length !== LOTTERY_BRACKETS || winnersPerBracket.some((w) => w < 0n)) {
    throw new RangeError(`Winners per bracket are ${LOTTERY_BRACKETS} counts ≥ 0`)
  }
  const basisPoints = BigInt(LOTTERY_BASIS_POINTS)
  const treasuryAmount = (ticketRevenue * BigInt(treasuryFee)) / basisPoints
  const toShare = pot - treasuryAmount
  let prizesReserved = 0n
  const cakePerBracket = winnersPerBracket.map((winners, k) => {
    if (winners === 0n) return 0n
    // The same two floor divisions as the contract: share of the bracket, then per ticket.
    const perTicket = (toShare * BigInt(rewardsBreakdown[k] ?? 0)) / basisPoints / winners
    prizesReserved += perTicket * winners
    return perTicket
  })
  return { treasuryAmount, cakePerBracket, prizesReserved, rolledOver: toShare - prizesReserved }
}

/**
 * What one ticket wins: the prize of the highest bracket it reaches (`cakePerBracket[k-1]` for
 * k matching first digits), 0n when its first digit already differs.
 */
export function getTicketReward(
  number: number,
  finalNumber: number,
  cakePerBracket: readonly bigint[],
): bigint {
  if (cakePerBracket.length !== LOTTERY_BRACKETS) {
    throw new RangeError(`cakePerBracket has ${LOTTERY_BRACKETS} entries`)
  }
  const matched = matchedDigits(number, finalNumber)
  return matched === 0 ? 0n : (cakePerBracket[matched - 1] ?? 0n)
}
