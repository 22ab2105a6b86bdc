import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { IFO_DEFAULT_FEE_TIERS, type IfoFeeTier } from './constants'
import {
  getIfoAllocation,
  getIfoAllocationAfterCommit,
  getIfoFeeBps,
  getIfoSubscriptionBps,
  type IfoPoolState,
} from './getIfoAllocation'

const CAKE = 10n ** 18n

function pool(change: Partial<IfoPoolState>): IfoPoolState {
  return {
    raisingAmount: 50n * CAKE,
    offeringAmount: 1_000n * CAKE,
    limitPerUser: 0n,
    hasFee: true,
    totalAmount: 0n,
    harvestedAmount: 0n,
    sumFees: 0n,
    ...change,
  }
}

describe('getIfoAllocation: worked examples', () => {
  test('an undersubscribed pool: 4 of a 20 CAKE target buys a fifth of 500 OFF, nothing back', () => {
    const basic = pool({
      raisingAmount: 20n * CAKE,
      offeringAmount: 500n * CAKE,
      limitPerUser: 10n * CAKE,
      hasFee: false,
      totalAmount: 10n * CAKE,
    })
    expect(getIfoAllocation(basic, 4n * CAKE, 0n)).toEqual({
      offeringAmount: 100n * CAKE,
      refundAmount: 0n,
      feeAmount: 0n,
    })
    // the second wallet, after the first harvested: its 6 CAKE buy 150 OFF
    expect(getIfoAllocation({ ...basic, harvestedAmount: 4n * CAKE }, 6n * CAKE, 0n)).toEqual({
      offeringAmount: 150n * CAKE,
      refundAmount: 0n,
      feeAmount: 0n,
    })
  })

  test('three equal wallets in a 1.5× oversubscribed pool: the first rounded down, the later ones take the dust', () => {
    const basic = pool({
      raisingAmount: 20n * CAKE,
      offeringAmount: 500n * CAKE,
      hasFee: false,
      totalAmount: 30n * CAKE,
    })
    const at = (harvested: bigint) =>
      getIfoAllocation({ ...basic, harvestedAmount: harvested }, 10n * CAKE, 0n)
    expect(at(0n)).toEqual({
      offeringAmount: 166_666_666_666_666_666_666n,
      refundAmount: 3_333_333_333_333_333_334n,
      feeAmount: 0n,
    })
    expect(at(10n * CAKE)).toEqual({
      offeringAmount: 166_666_666_666_666_666_667n,
      refundAmount: 3_333_333_333_333_333_333n,
      feeAmount: 0n,
    })
    expect(at(20n * CAKE)).toEqual({
      offeringAmount: 166_666_666_666_666_666_667n,
      refundAmount: 3_333_333_333_333_333_333n,
      feeAmount: 0n,
    })
  })

  test('the unlimited pool 3× oversubscribed at 1%: 100 of 150 CAKE buys 2/3 of 1,000 OFF, 1% of the unused kept', () => {
    const unlimited = pool({ totalAmount: 150n * CAKE })
    expect(getIfoAllocation(unlimited, 100n * CAKE, 100n)).toEqual({
      offeringAmount: 666_666_666_666_666_666_666n,
      refundAmount: 66_000_000_000_000_000_001n,
      feeAmount: 666_666_666_666_666_666n,
    })
    expect(
      getIfoAllocation({ ...unlimited, harvestedAmount: 100n * CAKE }, 50n * CAKE, 100n),
    ).toEqual({
      offeringAmount: 333_333_333_333_333_333_334n,
      refundAmount: 33_000_000_000_000_000_000n,
      feeAmount: 333_333_333_333_333_333n,
    })
  })

  test('a few wei: 10 wei of offering for a 3 wei target, three 1-wei commits get 3, 3 and 4', () => {
    const tiny = pool({ raisingAmount: 3n, offeringAmount: 10n, totalAmount: 3n })
    const payouts = [0n, 1n, 2n].map(
      (harvested) =>
        getIfoAllocation({ ...tiny, harvestedAmount: harvested }, 1n, 100n).offeringAmount,
    )
    expect(payouts).toEqual([3n, 3n, 4n])
  })

  test('an undersubscribed unlimited pool keeps no fee: none of the CAKE is unused', () => {
    expect(getIfoAllocation(pool({ totalAmount: 25n * CAKE }), 25n * CAKE, 100n)).toEqual({
      offeringAmount: 500n * CAKE,
      refundAmount: 0n,
      feeAmount: 0n,
    })
  })

  test('nothing committed pays nothing', () => {
    expect(getIfoAllocation(pool({ totalAmount: 5n * CAKE }), 0n, 100n)).toEqual({
      offeringAmount: 0n,
      refundAmount: 0n,
      feeAmount: 0n,
    })
  })
})

/** A pool and its wallets' commits; the pool's total is their sum. */
const poolWithCommitsArb = fc
  .record({
    raisingAmount: fc.oneof(
      fc.bigInt({ min: 1n, max: 1_000n }),
      fc.bigInt({ min: 1n, max: 10n ** 24n }),
    ),
    offeringAmount: fc.oneof(
      fc.bigInt({ min: 1n, max: 1_000n }),
      fc.bigInt({ min: 1n, max: 10n ** 27n }),
    ),
    commits: fc.array(
      fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10n ** 24n })),
      { minLength: 1, maxLength: 12 },
    ),
    feeBps: fc.bigInt({ min: 0n, max: 100n }),
    order: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  })
  .map(({ raisingAmount, offeringAmount, commits, feeBps, order }) => ({
    state: pool({
      raisingAmount,
      offeringAmount,
      totalAmount: commits.reduce((a, b) => a + b, 0n),
    }),
    // the commits in a random harvest order
    commits: commits
      .map((amount, i) => ({ amount, key: order[i] ?? 0 }))
      .sort((a, b) => a.key - b.key)
      .map(({ amount }) => amount),
    feeBps,
  }))

/** Every harvest in order, each given the pool as the ones before it left it. */
function harvestAll(state: IfoPoolState, commits: readonly bigint[], feeBps: bigint) {
  let harvested = 0n
  return commits.map((amount) => {
    const allocation = getIfoAllocation({ ...state, harvestedAmount: harvested }, amount, feeBps)
    harvested += amount
    return { amount, ...allocation }
  })
}

describe('getIfoAllocation: any pool, any commits, any harvest order', () => {
  test('the harvests sell exactly floor(offering × total / max(total, target)) and use exactly min(total, target)', () => {
    fc.assert(
      fc.property(poolWithCommitsArb, ({ state, commits, feeBps }) => {
        const paid = harvestAll(state, commits, feeBps)
        const total = state.totalAmount
        const denominator = total > state.raisingAmount ? total : state.raisingAmount
        const sold = paid.reduce((sum, p) => sum + p.offeringAmount, 0n)
        const used = paid.reduce((sum, p) => sum + p.amount - p.refundAmount - p.feeAmount, 0n)
        expect(sold).toBe((state.offeringAmount * total) / denominator)
        expect(sold <= state.offeringAmount).toBe(true)
        expect(used).toBe(total < state.raisingAmount ? total : state.raisingAmount)
      }),
      { numRuns: 300 },
    )
  })

  test('each payout is within one wei of its pro-rata share, of the offering and of the target', () => {
    fc.assert(
      fc.property(poolWithCommitsArb, ({ state, commits, feeBps }) => {
        const total = state.totalAmount
        const denominator = total > state.raisingAmount ? total : state.raisingAmount
        for (const p of harvestAll(state, commits, feeBps)) {
          // |paid × d − share × d| < d: the share rounded down or up
          const offeringGap = p.offeringAmount * denominator - state.offeringAmount * p.amount
          expect(offeringGap > -denominator && offeringGap < denominator).toBe(true)
          const used = p.amount - p.refundAmount - p.feeAmount
          const usedGap = used * denominator - state.raisingAmount * p.amount
          expect(usedGap > -denominator && usedGap < denominator).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  test('the first harvest is the plain share rounded down', () => {
    fc.assert(
      fc.property(poolWithCommitsArb, ({ state, commits, feeBps }) => {
        const [first] = commits as [bigint]
        const total = state.totalAmount
        const denominator = total > state.raisingAmount ? total : state.raisingAmount
        expect(getIfoAllocation(state, first, feeBps).offeringAmount).toBe(
          (state.offeringAmount * first) / denominator,
        )
      }),
      { numRuns: 200 },
    )
  })

  test('the fee never exceeds 1% of the unused CAKE, and the refund is the rest of it', () => {
    fc.assert(
      fc.property(poolWithCommitsArb, ({ state, commits, feeBps }) => {
        for (const p of harvestAll(state, commits, feeBps)) {
          const unused = p.refundAmount + p.feeAmount
          expect(p.feeAmount * 100n <= unused).toBe(true)
          expect(p.refundAmount >= 0n && p.feeAmount >= 0n).toBe(true)
          if (state.totalAmount <= state.raisingAmount) expect(unused).toBe(0n)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('getIfoFeeBps', () => {
  const atMultiple = (totalAmount: bigint) =>
    getIfoFeeBps({ hasFee: true, raisingAmount: 50n * CAKE, totalAmount }, IFO_DEFAULT_FEE_TIERS)

  test.each([
    ['nothing committed', 0n, 100n],
    ['just under the target', 50n * CAKE - 1n, 100n],
    ['49.99…×', 2_500n * CAKE - 1n, 100n],
    ['exactly 50×', 2_500n * CAKE, 50n],
    ['99.99…×', 5_000n * CAKE - 1n, 50n],
    ['exactly 100×', 5_000n * CAKE, 30n],
    ['exactly 250×', 12_500n * CAKE, 25n],
    ['exactly 500×', 25_000n * CAKE, 20n],
    ['exactly 1,000×', 50_000n * CAKE, 10n],
    ['1,499.99…×', 75_000n * CAKE - 1n, 10n],
    ['exactly 1,500×', 75_000n * CAKE, 5n],
    ['a million times', 50_000_000n * CAKE, 5n],
  ] as const)('the world’s tiers, %s: %s wei → %s bp', (_, total, fee) => {
    expect(atMultiple(total)).toBe(fee)
  })

  test('no fee for a pool without one (basic), without a target, or without tiers', () => {
    expect(
      getIfoFeeBps(
        { hasFee: false, raisingAmount: CAKE, totalAmount: 9n * CAKE },
        IFO_DEFAULT_FEE_TIERS,
      ),
    ).toBe(0n)
    expect(
      getIfoFeeBps(
        { hasFee: true, raisingAmount: 0n, totalAmount: 9n * CAKE },
        IFO_DEFAULT_FEE_TIERS,
      ),
    ).toBe(0n)
    expect(getIfoFeeBps({ hasFee: true, raisingAmount: CAKE, totalAmount: 9n * CAKE }, [])).toBe(0n)
  })

  test('a tier over the contract’s 1% cap reads as 1%', () => {
    expect(
      getIfoFeeBps({ hasFee: true, raisingAmount: CAKE, totalAmount: CAKE }, [
        { minMultiple: 0, feeBps: 250 },
      ]),
    ).toBe(100n)
  })

  /** Tiers the contract accepts: from 0×, multiples rising, fees never rising, at most 1%. */
  const validTiersArb: fc.Arbitrary<IfoFeeTier[]> = fc
    .record({
      steps: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 9 }),
      fees: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 10, maxLength: 10 }),
    })
    .map(({ steps, fees }) => {
      const sorted = [...fees].sort((a, b) => b - a)
      let multiple = 0
      return [0, ...steps].map((step, i) => {
        if (i > 0) multiple += step
        return { minMultiple: multiple, feeBps: sorted[i] ?? 0 }
      })
    })

  test('more oversubscription never raises the fee, and the fee is always one of the tiers’', () => {
    fc.assert(
      fc.property(
        validTiersArb,
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 23n }),
        fc.bigInt({ min: 0n, max: 10n ** 23n }),
        (tiers, raisingAmount, a, b) => {
          const [low, high] = a < b ? [a, b] : [b, a]
          const fee = (totalAmount: bigint) =>
            getIfoFeeBps({ hasFee: true, raisingAmount, totalAmount }, tiers)
          expect(fee(high) <= fee(low)).toBe(true)
          expect(tiers.map((tier) => BigInt(tier.feeBps))).toContain(fee(low))
          // below the second tier's multiple, the first tier's fee
          const second = tiers[1]
          if (second && low < raisingAmount * BigInt(second.minMultiple)) {
            expect(fee(low)).toBe(BigInt(tiers[0]?.feeBps ?? 0))
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('getIfoSubscriptionBps', () => {
  test.each([
    ['no target', 0n, 5n, 0n],
    ['nothing committed', 10n, 0n, 0n],
    ['exactly the target', 10n * CAKE, 10n * CAKE, 10_000n],
    ['2.5× oversubscribed', 10n * CAKE, 25n * CAKE, 25_000n],
    ['a third, rounded down', 3n, 1n, 3_333n],
  ] as const)('%s', (_, raisingAmount, totalAmount, bps) => {
    expect(getIfoSubscriptionBps({ raisingAmount, totalAmount })).toBe(bps)
  })
})

describe('getIfoAllocationAfterCommit', () => {
  test('a wallet with 10 of 100 CAKE adding 40: 50 of 140 buys 357.14… OFF, 32.14… CAKE unused, 1% of it kept', () => {
    // the pool (50 CAKE target) reaches 2.8×, still the 1% tier; harvests so far are ignored
    const before = pool({ totalAmount: 100n * CAKE, harvestedAmount: 60n * CAKE })
    expect(
      getIfoAllocationAfterCommit(before, 10n * CAKE, 40n * CAKE, IFO_DEFAULT_FEE_TIERS),
    ).toEqual({
      offeringAmount: 357_142_857_142_857_142_857n,
      refundAmount: 31_821_428_571_428_571_430n,
      feeAmount: 321_428_571_428_571_428n,
    })
  })

  test('adding nothing shows the current expected allocation', () => {
    expect(
      getIfoAllocationAfterCommit(
        pool({ totalAmount: 100n * CAKE }),
        10n * CAKE,
        0n,
        IFO_DEFAULT_FEE_TIERS,
      ),
    ).toEqual({
      offeringAmount: 100n * CAKE,
      refundAmount: 4_950_000_000_000_000_000n,
      feeAmount: 50_000_000_000_000_000n,
    })
  })

  test('a first commit into an empty pool: a fifth of the target buys a fifth of the offering', () => {
    expect(getIfoAllocationAfterCommit(pool({}), 0n, 10n * CAKE, IFO_DEFAULT_FEE_TIERS)).toEqual({
      offeringAmount: 200n * CAKE,
      refundAmount: 0n,
      feeAmount: 0n,
    })
  })

  test('the tier moves with the commit: pushing the pool to 50× drops the fee to 0.5%', () => {
    // 2,490 CAKE in a 50 CAKE pool; 10 more make 2,500 (50×)
    const after = getIfoAllocationAfterCommit(
      pool({ totalAmount: 2_490n * CAKE }),
      0n,
      10n * CAKE,
      IFO_DEFAULT_FEE_TIERS,
    )
    // 10 of 2,500 CAKE: 4 OFF, 0.2 CAKE used, 9.8 unused, 0.5% of it kept
    expect(after).toEqual({
      offeringAmount: 4n * CAKE,
      refundAmount: 9_751_000_000_000_000_000n,
      feeAmount: 49_000_000_000_000_000n,
    })
  })
})
