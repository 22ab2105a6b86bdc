import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LOTTERY_DEFAULT_BREAKDOWN } from './constants'
import { countWinnersPerBracket, getTicketReward, settleLotteryRound } from './settleLotteryRound'

const CAKE = 10n ** 18n
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n)

/** Six basis-point shares summing to 10,000 (random cuts of 0..10,000). */
const breakdown = fc
  .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 5, maxLength: 5 })
  .map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), 10_000]
    return points.slice(1).map((point, k) => point - (points[k] ?? 0))
  })

describe('countWinnersPerBracket', () => {
  test('a hand-sorted round: each ticket in its highest bracket only', () => {
    const tickets = [123456, 123457, 123000, 120000, 199999, 23456, 923456, 123456]
    // 6, 5, 3, 2, 1, none ('023456'), none (first digit 9), 6
    expect(countWinnersPerBracket(tickets, 123456)).toEqual([1n, 1n, 1n, 0n, 1n, 2n])
    expect(countWinnersPerBracket([], 0)).toEqual([0n, 0n, 0n, 0n, 0n, 0n])
    // '000000' wins the jackpot of '000000', and '009999' two digits of it
    expect(countWinnersPerBracket([0, 9999], 0)).toEqual([0n, 1n, 0n, 0n, 0n, 1n])
  })

  test('every ticket lands in exactly one bracket or none, and prefixes add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 999_999 }), { maxLength: 300 }),
        fc.integer({ min: 0, max: 999_999 }),
        (numbers, finalNumber) => {
          const winners = countWinnersPerBracket(numbers, finalNumber)
          expect(winners).toHaveLength(6)
          const shown = (n: number) => String(n).padStart(6, '0')
          const final = shown(finalNumber)
          const losers = numbers.filter((n) => shown(n)[0] !== final[0]).length
          expect(sum(winners) + BigInt(losers)).toBe(BigInt(numbers.length))
          // tickets sharing at least the first k digits = brackets k..6
          for (let k = 1; k <= 6; k++) {
            const atLeast = numbers.filter((n) => shown(n).startsWith(final.slice(0, k))).length
            expect(sum(winners.slice(k - 1))).toBe(BigInt(atLeast))
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('settleLotteryRound', () => {
  test('a hand-computed round with empty brackets and rounding dust', () => {
    const result = settleLotteryRound({
      pot: 1000n * CAKE,
      ticketRevenue: 400n * CAKE,
      treasuryFee: 500,
      rewardsBreakdown: LOTTERY_DEFAULT_BREAKDOWN,
      winnersPerBracket: [2n, 0n, 1n, 0n, 3n, 0n],
    })
    // 5% of 400 CAKE; 980 CAKE shared: bracket 1 24.5 / 2, bracket 3 61.25, bracket 5 245 / 3
    expect(result).toEqual({
      treasuryAmount: 20n * CAKE,
      cakePerBracket: [
        12_250_000_000_000_000_000n,
        0n,
        61_250_000_000_000_000_000n,
        0n,
        81_666_666_666_666_666_666n,
        0n,
      ],
      prizesReserved: 330_749_999_999_999_999_998n,
      // brackets 2, 4 and 6 (36.75 + 122.5 + 490 CAKE) and the 2 wei bracket 5 could not split
      rolledOver: 649_250_000_000_000_000_002n,
    })
  })

  test('tiny pots: every share rounds down per ticket', () => {
    expect(
      settleLotteryRound({
        pot: 10n,
        ticketRevenue: 10n,
        treasuryFee: 1000,
        rewardsBreakdown: LOTTERY_DEFAULT_BREAKDOWN,
        winnersPerBracket: [1n, 1n, 1n, 1n, 1n, 1n],
      }),
    ).toEqual({
      treasuryAmount: 1n,
      cakePerBracket: [0n, 0n, 0n, 1n, 2n, 4n],
      prizesReserved: 7n,
      rolledOver: 2n,
    })
  })

  test('no tickets: the injected pot rolls over whole, the treasury gets nothing', () => {
    expect(
      settleLotteryRound({
        pot: 2500n * CAKE,
        ticketRevenue: 0n,
        treasuryFee: 200,
        rewardsBreakdown: LOTTERY_DEFAULT_BREAKDOWN,
        winnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
      }),
    ).toEqual({
      treasuryAmount: 0n,
      cakePerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
      prizesReserved: 0n,
      rolledOver: 2500n * CAKE,
    })
  })

  test('conserves the pot to the wei; each bracket keeps less than one wei per winner back', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 1000 }),
        breakdown,
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 6n }), { minLength: 6, maxLength: 6 }),
        (extra, ticketRevenue, treasuryFee, rewardsBreakdown, winnersPerBracket) => {
          const pot = ticketRevenue + extra
          const result = settleLotteryRound({
            pot,
            ticketRevenue,
            treasuryFee,
            rewardsBreakdown,
            winnersPerBracket,
          })
          expect(result.treasuryAmount + result.prizesReserved + result.rolledOver).toBe(pot)
          expect(result.rolledOver >= 0n).toBe(true)
          // at most 10% of ticket sales, never of the carried-over or injected CAKE
          expect(result.treasuryAmount * 10n <= ticketRevenue).toBe(true)
          const toShare = pot - result.treasuryAmount
          let reserved = 0n
          for (let k = 0; k < 6; k++) {
            const winners = winnersPerBracket[k] ?? 0n
            const paid = (result.cakePerBracket[k] ?? 0n) * winners
            reserved += paid
            const share = (toShare * BigInt(rewardsBreakdown[k] ?? 0)) / 10_000n
            if (winners === 0n) expect(result.cakePerBracket[k]).toBe(0n)
            else expect(paid <= share && share - paid < winners).toBe(true)
          }
          expect(result.prizesReserved).toBe(reserved)
        },
      ),
      { numRuns: 200 },
    )
  })

  test('the prizes of every ticket claimed add up to what the round reserved', () => {
    fc.assert(
      fc.property(
        // few distinct first digits so that deep brackets get winners
        fc.array(
          fc.integer({ min: 0, max: 999_999 }).map((n) => (n % 3 === 0 ? 111_000 + (n % 1000) : n)),
          {
            maxLength: 200,
          },
        ),
        fc.integer({ min: 0, max: 999 }).map((n) => 111_000 + n),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (numbers, finalNumber, injected) => {
          const ticketRevenue = BigInt(numbers.length) * 5n * CAKE
          const winnersPerBracket = countWinnersPerBracket(numbers, finalNumber)
          const result = settleLotteryRound({
            pot: ticketRevenue + injected,
            ticketRevenue,
            treasuryFee: 300,
            rewardsBreakdown: LOTTERY_DEFAULT_BREAKDOWN,
            winnersPerBracket,
          })
          const claimed = sum(
            numbers.map((n) => getTicketReward(n, finalNumber, result.cakePerBracket)),
          )
          expect(claimed).toBe(result.prizesReserved)
        },
      ),
      { numRuns: 100 },
    )
  })

  test('inputs the contract could not hold are refused', () => {
    const valid = {
      pot: 100n,
      ticketRevenue: 50n,
      treasuryFee: 100,
      rewardsBreakdown: LOTTERY_DEFAULT_BREAKDOWN,
      winnersPerBracket: [0n, 0n, 0n, 0n, 0n, 1n],
    }
    // 1% of 50 wei rounds to nothing; the one jackpot winner takes half of 100, the rest rolls
    expect(settleLotteryRound(valid)).toMatchObject({ treasuryAmount: 0n, rolledOver: 50n })
    for (const change of [
      { ticketRevenue: 101n },
      { ticketRevenue: -1n },
      { treasuryFee: 10_001 },
      { treasuryFee: 1.5 },
      { rewardsBreakdown: [250, 375, 625, 1250, 2500, 4999] },
      { rewardsBreakdown: [5000, 5000] },
      { rewardsBreakdown: [-1, 1, 0, 0, 0, 10_000] },
      { winnersPerBracket: [0n, 0n, 0n, 0n, 0n] },
      { winnersPerBracket: [-1n, 0n, 0n, 0n, 0n, 0n] },
    ]) {
      expect(() => settleLotteryRound({ ...valid, ...change })).toThrow(RangeError)
    }
  })
})

describe('getTicketReward', () => {
  const cakePerBracket = [1n, 2n, 3n, 4n, 5n, 6n]

  test('the prize of the highest bracket reached, brackets not stacked', () => {
    expect(getTicketReward(123456, 123456, cakePerBracket)).toBe(6n)
    expect(getTicketReward(123450, 123456, cakePerBracket)).toBe(5n)
    expect(getTicketReward(100000, 123456, cakePerBracket)).toBe(1n)
    expect(getTicketReward(923456, 123456, cakePerBracket)).toBe(0n)
    expect(getTicketReward(23456, 123456, cakePerBracket)).toBe(0n)
    expect(getTicketReward(123456, 123456, [1n, 2n, 3n, 4n, 5n, 0n])).toBe(0n)
    expect(() => getTicketReward(1, 1, [1n])).toThrow(RangeError)
  })
})
