import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  getClaimPayout,
  getPotWinner,
  getProRataPayout,
  getRoundWinner,
  type PredictionSettlement,
  settlePredictionRound,
} from './settlePredictionRound'

const BNB = 10n ** 18n
const MIN_BET = 10n ** 15n

describe('getRoundWinner', () => {
  test.each([
    ['up: Bull', 60_000_000_000n, 60_000_000_001n, 'Bull'],
    ['down: Bear', 60_000_000_001n, 60_000_000_000n, 'Bear'],
    ['equal to the feed’s last decimal: the House', 60_000_000_000n, 60_000_000_000n, 'House'],
  ] as const)('%s', (_, lockPrice, closePrice, winner) => {
    expect(getRoundWinner(lockPrice, closePrice)).toBe(winner)
  })
})

describe('getPotWinner', () => {
  test('the side the price moved to, when it has winning bets', () => {
    expect(getPotWinner({ lockPrice: 600n, closePrice: 601n, rewardBaseCalAmount: 5n })).toBe(
      'Bull',
    )
    expect(getPotWinner({ lockPrice: 600n, closePrice: 599n, rewardBaseCalAmount: 5n })).toBe(
      'Bear',
    )
  })

  test('the House on a tie, or when the side the price moved to had no bets', () => {
    expect(getPotWinner({ lockPrice: 600n, closePrice: 600n, rewardBaseCalAmount: 0n })).toBe(
      'House',
    )
    expect(getPotWinner({ lockPrice: 600n, closePrice: 601n, rewardBaseCalAmount: 0n })).toBe(
      'House',
    )
  })

  test('agrees with the settlement for any pools and prices', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 1000n }),
        fc.bigInt({ min: 1n, max: 1000n }),
        (bullAmount, bearAmount, lockPrice, closePrice) => {
          const settled = settlePredictionRound(
            { bullAmount, bearAmount },
            lockPrice,
            closePrice,
            300,
          )
          expect(
            getPotWinner({
              lockPrice,
              closePrice,
              rewardBaseCalAmount: settled.rewardBaseCalAmount,
            }),
          ).toBe(settled.position)
        },
      ),
    )
  })
})

describe('settlePredictionRound', () => {
  test('Bull wins: 3% of 6 BNB to the treasury, 5.82 BNB to 3 BNB of Bull bets', () => {
    expect(
      settlePredictionRound({ bullAmount: 3n * BNB, bearAmount: 3n * BNB }, 100n, 101n, 300),
    ).toEqual({
      position: 'Bull',
      rewardBaseCalAmount: 3n * BNB,
      rewardAmount: 5_820_000_000_000_000_000n,
      treasuryAmount: 180_000_000_000_000_000n,
    })
  })

  test('Bear wins with a fee that does not divide: the treasury’s share is rounded down', () => {
    // pot 4,000,000,000,000,001 wei; 3% is 120,000,000,000,000.03 wei
    expect(
      settlePredictionRound(
        { bullAmount: MIN_BET, bearAmount: 3n * MIN_BET + 1n },
        101n,
        100n,
        300,
      ),
    ).toEqual({
      position: 'Bear',
      rewardBaseCalAmount: 3_000_000_000_000_001n,
      rewardAmount: 3_880_000_000_000_001n,
      treasuryAmount: 120_000_000_000_000n,
    })
  })

  test('a tie gives the House the whole pot', () => {
    expect(settlePredictionRound({ bullAmount: BNB, bearAmount: 2n * BNB }, 7n, 7n, 300)).toEqual({
      position: 'House',
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
      treasuryAmount: 3n * BNB,
    })
  })

  test('nobody on the winning side: the House takes the pot, even with no fee', () => {
    expect(settlePredictionRound({ bullAmount: 0n, bearAmount: 2n * BNB }, 7n, 8n, 0)).toEqual({
      position: 'House',
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
      treasuryAmount: 2n * BNB,
    })
  })

  test('a one-sided round its side wins: the pot less the fee back to that side', () => {
    expect(settlePredictionRound({ bullAmount: 4n * BNB, bearAmount: 0n }, 7n, 8n, 1000)).toEqual({
      position: 'Bull',
      rewardBaseCalAmount: 4n * BNB,
      rewardAmount: 3_600_000_000_000_000_000n,
      treasuryAmount: 400_000_000_000_000_000n,
    })
  })

  test('no bets: nothing to anyone', () => {
    expect(settlePredictionRound({ bullAmount: 0n, bearAmount: 0n }, 7n, 8n, 300)).toEqual({
      position: 'House',
      rewardBaseCalAmount: 0n,
      rewardAmount: 0n,
      treasuryAmount: 0n,
    })
  })

  test('the pot is split to the wei, the fee never more than its basis points, ties to the House', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 27n }),
        fc.bigInt({ min: 0n, max: 10n ** 27n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 1000 }),
        (bullAmount, bearAmount, lockPrice, closePrice, fee) => {
          const total = bullAmount + bearAmount
          const s = settlePredictionRound({ bullAmount, bearAmount }, lockPrice, closePrice, fee)
          expect(s.rewardAmount + s.treasuryAmount).toBe(total)
          const winningPool =
            closePrice > lockPrice ? bullAmount : closePrice < lockPrice ? bearAmount : 0n
          if (winningPool === 0n) {
            expect(s).toEqual({
              position: 'House',
              rewardBaseCalAmount: 0n,
              rewardAmount: 0n,
              treasuryAmount: total,
            })
            return
          }
          expect(s.position).toBe(closePrice > lockPrice ? 'Bull' : 'Bear')
          expect(s.rewardBaseCalAmount).toBe(winningPool)
          // the fee is fee/10,000 of the pot, rounded down: less than one wei short of it
          expect(s.treasuryAmount * 10_000n).toBeLessThanOrEqual(total * BigInt(fee))
          expect((s.treasuryAmount + 1n) * 10_000n).toBeGreaterThan(total * BigInt(fee))
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('getClaimPayout', () => {
  // the Bear round above: 3,880,000,000,000,001 wei shared by 3,000,000,000,000,001 of bets
  const settlement = {
    rewardBaseCalAmount: 3_000_000_000_000_001n,
    rewardAmount: 3_880_000_000_000_001n,
  }
  const alice = MIN_BET + 1n
  const bob = 2n * MIN_BET

  test('exact shares of 1,293,333,333,333,334.5 and 2,586,666,666,666,666.5 wei: the first claimer is paid rounded down, the second the rest', () => {
    expect(getClaimPayout(alice, 0n, settlement)).toBe(1_293_333_333_333_334n)
    expect(getClaimPayout(bob, alice, settlement)).toBe(2_586_666_666_666_667n)
    expect(getClaimPayout(bob, 0n, settlement)).toBe(2_586_666_666_666_666n)
    expect(getClaimPayout(alice, bob, settlement)).toBe(1_293_333_333_333_335n)
  })

  test('shares that divide exactly do not depend on the order', () => {
    const even = { rewardBaseCalAmount: 3n * BNB, rewardAmount: 5_820_000_000_000_000_000n }
    expect(getClaimPayout(BNB, 0n, even)).toBe(1_940_000_000_000_000_000n)
    expect(getClaimPayout(BNB, 2n * BNB, even)).toBe(1_940_000_000_000_000_000n)
    expect(getClaimPayout(2n * BNB, BNB, even)).toBe(3_880_000_000_000_000_000n)
  })

  test('a House round pays nothing', () => {
    expect(getClaimPayout(BNB, 0n, { rewardBaseCalAmount: 0n, rewardAmount: 0n })).toBe(0n)
  })

  test('getProRataPayout is the share rounded down', () => {
    expect(getProRataPayout(alice, settlement)).toBe(1_293_333_333_333_334n)
    expect(getProRataPayout(bob, settlement)).toBe(2_586_666_666_666_666n)
  })

  /** Winning bets (at least the minimum, any wei), the pot they share and a claim order. */
  const roundArb = fc
    .record({
      bets: fc.array(fc.bigInt({ min: MIN_BET, max: 10n ** 22n }), { minLength: 1, maxLength: 12 }),
      losing: fc.bigInt({ min: 0n, max: 10n ** 22n }),
      fee: fc.integer({ min: 0, max: 1000 }),
      keys: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
    })
    .map(({ bets, losing, fee, keys }) => {
      const base = bets.reduce((a, b) => a + b, 0n)
      const s = settlePredictionRound({ bullAmount: base, bearAmount: losing }, 1n, 2n, fee)
      const order = bets
        .map((amount, i) => ({ amount, key: keys[i] ?? 0 }))
        .sort((a, b) => a.key - b.key)
        .map((bet) => bet.amount)
      return { settlement: s, order }
    })

  const payoutsInOrder = (settlement: PredictionSettlement, order: readonly bigint[]) => {
    let claimed = 0n
    return order.map((amount) => {
      const paid = getClaimPayout(amount, claimed, settlement)
      claimed += amount
      return paid
    })
  }

  test('in any claim order the winners are paid exactly the reward, each within a wei above its share rounded down', () => {
    fc.assert(
      fc.property(roundArb, ({ settlement, order }) => {
        const paid = payoutsInOrder(settlement, order)
        expect(paid.reduce((a, b) => a + b, 0n)).toBe(settlement.rewardAmount)
        const { rewardAmount: reward, rewardBaseCalAmount: base } = settlement
        order.forEach((amount, i) => {
          const payout = paid[i] as bigint
          // the exact share is amount × reward / base; the payout is within one wei of it
          // (above its floor, at most its floor + 1), checked as products without division
          const exact = amount * reward
          expect(payout * base).toBeLessThanOrEqual(exact + base)
          expect(payout * base).toBeGreaterThan(exact - base)
          expect(payout - getProRataPayout(amount, settlement)).toBeGreaterThanOrEqual(0n)
          expect(payout - getProRataPayout(amount, settlement)).toBeLessThanOrEqual(1n)
        })
        // the first claim is always the share rounded down
        expect(paid[0]).toBe(getProRataPayout(order[0] as bigint, settlement))
      }),
      { numRuns: 300 },
    )
  })

  test('reversing the claim order changes who gets the odd wei, never the total', () => {
    fc.assert(
      fc.property(roundArb, ({ settlement, order }) => {
        const forward = payoutsInOrder(settlement, order)
        const backward = payoutsInOrder(settlement, [...order].reverse()).reverse()
        expect(backward.reduce((a, b) => a + b, 0n)).toBe(forward.reduce((a, b) => a + b, 0n))
        forward.forEach((paid, i) => {
          const other = backward[i] as bigint
          expect(paid - other <= 1n && other - paid <= 1n).toBe(true)
        })
      }),
      { numRuns: 200 },
    )
  })
})
