import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getPayoutMultiplier } from './payoutMultiplier'
import { settlePredictionRound } from './settlePredictionRound'

const BNB = 10n ** 18n

describe('getPayoutMultiplier', () => {
  test.each([
    // 2 BNB less 3% = 1.94 BNB for 1 BNB on either side
    ['even pools, Bull', 1n, 1n, 'Bull', 300, 194n],
    ['even pools, Bear', 1n, 1n, 'Bear', 300, 194n],
    // 4 BNB less 3% = 3.88: 1.2933… per Bull BNB, 3.88 per Bear BNB
    ['the favourite', 3n, 1n, 'Bull', 300, 129n],
    ['the outsider', 3n, 1n, 'Bear', 300, 388n],
    // nobody against: the fee alone
    ['one-sided, 3% fee', 5n, 0n, 'Bull', 300, 97n],
    ['one-sided, no fee', 5n, 0n, 'Bull', 0, 100n],
    ['the fee at its cap', 1n, 1n, 'Bear', 1000, 180n],
  ] as const)('%s', (_, bull, bear, side, fee, multiplier) => {
    expect(getPayoutMultiplier({ bullAmount: bull * BNB, bearAmount: bear * BNB }, side, fee)).toBe(
      multiplier,
    )
  })

  test('a side nobody bet on has no multiplier yet', () => {
    expect(getPayoutMultiplier({ bullAmount: 0n, bearAmount: BNB }, 'Bull', 300)).toBeUndefined()
    expect(getPayoutMultiplier({ bullAmount: 0n, bearAmount: 0n }, 'Bear', 300)).toBeUndefined()
  })

  const poolsArb = fc.record({
    bullAmount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
    bearAmount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
  })
  const sideArb = fc.constantFrom('Bull' as const, 'Bear' as const)
  const feeArb = fc.integer({ min: 0, max: 1000 })

  test('is what the settlement pays per BNB of the side, in hundredths rounded down', () => {
    fc.assert(
      fc.property(poolsArb, sideArb, feeArb, (pools, side, fee) => {
        const m = getPayoutMultiplier(pools, side, fee) as bigint
        // if the side wins, its bets share rewardAmount
        const s = settlePredictionRound(pools, 1n, side === 'Bull' ? 2n : 0n, fee)
        expect(s.rewardBaseCalAmount * m).toBeLessThanOrEqual(s.rewardAmount * 100n)
        expect(s.rewardBaseCalAmount * (m + 1n)).toBeGreaterThan(s.rewardAmount * 100n)
      }),
      { numRuns: 300 },
    )
  })

  test('more on the other side never lowers it, more on its own side never raises it, a higher fee never raises it', () => {
    fc.assert(
      fc.property(
        poolsArb,
        sideArb,
        feeArb,
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 1000 }),
        (pools, side, fee, more, moreFee) => {
          const m = getPayoutMultiplier(pools, side, fee) as bigint
          const own = side === 'Bull' ? 'bullAmount' : 'bearAmount'
          const other = side === 'Bull' ? 'bearAmount' : 'bullAmount'
          const grownOther = { ...pools, [other]: pools[other] + more }
          const grownOwn = { ...pools, [own]: pools[own] + more }
          expect(getPayoutMultiplier(grownOther, side, fee)).toBeGreaterThanOrEqual(m)
          expect(getPayoutMultiplier(grownOwn, side, fee)).toBeLessThanOrEqual(m)
          const higherFee = Math.min(1000, fee + moreFee)
          expect(getPayoutMultiplier(pools, side, higherFee)).toBeLessThanOrEqual(m)
          // with no fee every winner at least gets the bet back
          expect(getPayoutMultiplier(pools, side, 0)).toBeGreaterThanOrEqual(100n)
        },
      ),
      { numRuns: 300 },
    )
  })
})
