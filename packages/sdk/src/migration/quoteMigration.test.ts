import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  InsufficientInputAmountError,
  InsufficientReservesError,
  InvalidLiquidityError,
} from '../errors/pair'
import { UnexpectedSlippageError } from '../errors/slippage'
import { type QuoteMigrationParameters, quoteMigration } from './quoteMigration'

const E18 = 10n ** 18n

/** A legacy pair of 100 A and 400 B with 200 LP (√(100·400)); 50 LP pays 25 A and 100 B. */
const LEGACY = {
  liquidity: 50n * E18,
  legacyTotalSupply: 200n * E18,
  legacyReserveA: 100n * E18,
  legacyReserveB: 400n * E18,
} as const

function quote(change: Partial<QuoteMigrationParameters>) {
  return quoteMigration({ ...LEGACY, reserveA: 0n, reserveB: 0n, totalSupply: 0n, ...change })
}

describe('quoteMigration: worked examples', () => {
  test('into an empty Ghost pair: everything goes in at the legacy ratio, √(25·100) − 1000 wei minted', () => {
    expect(quote({ slippageBips: 0 })).toEqual({
      amountA: 25n * E18,
      amountB: 100n * E18,
      depositedA: 25n * E18,
      depositedB: 100n * E18,
      refundA: 0n,
      refundB: 0n,
      liquidityOut: 50n * E18 - 1000n,
      amountAMin: 25n * E18,
      amountBMin: 100n * E18,
    })
  })

  test('Ghost at 1 A : 3 B takes all 25 A and 75 B; 25 B comes back; 0.5% default slippage', () => {
    // 2,000 LP over 1,000 A and 3,000 B: 25 A and 75 B are 1/40 of the pool, 50 LP.
    expect(
      quote({ reserveA: 1_000n * E18, reserveB: 3_000n * E18, totalSupply: 2_000n * E18 }),
    ).toEqual({
      amountA: 25n * E18,
      amountB: 100n * E18,
      depositedA: 25n * E18,
      depositedB: 75n * E18,
      refundA: 0n,
      refundB: 25n * E18,
      liquidityOut: 50n * E18,
      amountAMin: 24_875n * 10n ** 15n,
      amountBMin: 74_625n * 10n ** 15n,
    })
  })

  test('Ghost at 1 A : 5 B takes all 100 B and 20 A; 5 A comes back', () => {
    const result = quote({
      reserveA: 1_000n * E18,
      reserveB: 5_000n * E18,
      totalSupply: 500n * E18,
    })
    expect(result).toMatchObject({
      depositedA: 20n * E18,
      depositedB: 100n * E18,
      refundA: 5n * E18,
      refundB: 0n,
      liquidityOut: 10n * E18, // 20/1000 of 500 LP
    })
  })

  test('the matching amount rounds down: 7 A at 3 : 2 deposit 4 B (14/3), and 1 wei of LP', () => {
    expect(
      quoteMigration({
        liquidity: 7n,
        legacyTotalSupply: 7n,
        legacyReserveA: 7n,
        legacyReserveB: 5n,
        reserveA: 3n,
        reserveB: 2n,
        totalSupply: 3n,
        slippageBips: 100,
      }),
    ).toEqual({
      amountA: 7n,
      amountB: 5n,
      depositedA: 7n,
      depositedB: 4n,
      refundA: 0n,
      refundB: 1n,
      liquidityOut: 6n, // min(7·3/3, 4·3/2)
      amountAMin: 6n, // 7 · 0.99 = 6.93
      amountBMin: 3n, // 4 · 0.99 = 3.96
    })
  })

  test('Ghost’s protocol fee is minted first: √k grew 16 → 24, so 67 LP become 75 and the deposit gets 25, not 22.3', () => {
    // fee = 67·(24 − 16)·8 / (17·24 + 8·16) = 67·64/536 = 8 LP
    const ghost = { reserveA: 12n * E18, reserveB: 48n * E18, totalSupply: 67n * E18 }
    const legacy = { ...LEGACY, liquidity: 8n * E18 } // 4 A and 16 B, Ghost's 1 : 4 exactly
    expect(quoteMigration({ ...legacy, ...ghost, kLast: 256n * E18 * E18 }).liquidityOut).toBe(
      25n * E18,
    )
    expect(quoteMigration({ ...legacy, ...ghost }).liquidityOut).toBe(22_333_333_333_333_333_333n)
    // the switch on but no kLast yet (no liquidity event since): no fee
    expect(quoteMigration({ ...legacy, ...ghost, kLast: 0n }).liquidityOut).toBe(
      22_333_333_333_333_333_333n,
    )
  })

  test('the legacy protocol fee dilutes the burn: 15 of 67 LP become 15 of 75, paying 2.4 A and 9.6 B', () => {
    const result = quoteMigration({
      liquidity: 15n * E18,
      legacyTotalSupply: 67n * E18,
      legacyReserveA: 12n * E18,
      legacyReserveB: 48n * E18,
      legacyKLast: 256n * E18 * E18,
      reserveA: 0n,
      reserveB: 0n,
      totalSupply: 0n,
    })
    expect(result.amountA).toBe(24n * 10n ** 17n)
    expect(result.amountB).toBe(96n * 10n ** 17n)
    expect(result.liquidityOut).toBe(48n * 10n ** 17n - 1000n) // √(2.4 · 9.6) = 4.8
  })

  test('a pair whose √k did not grow since kLast mints no fee', () => {
    const ghost = { reserveA: 12n * E18, reserveB: 48n * E18, totalSupply: 67n * E18 }
    const legacy = { ...LEGACY, liquidity: 8n * E18 }
    expect(quoteMigration({ ...legacy, ...ghost, kLast: 576n * E18 * E18 }).liquidityOut).toBe(
      22_333_333_333_333_333_333n,
    )
  })
})

describe('quoteMigration: what the chain refuses', () => {
  test.each([
    ['no liquidity', { liquidity: 0n }, InvalidLiquidityError],
    ['more than the legacy supply', { liquidity: 200n * E18 + 1n }, InvalidLiquidityError],
    [
      'a burn paying 0 of a token (Ghost: INSUFFICIENT_LIQUIDITY_BURNED)',
      { liquidity: 1n, legacyTotalSupply: E18, legacyReserveA: 10n ** 6n },
      InsufficientInputAmountError,
    ],
    [
      'a Ghost pair with one empty side (GhostMigrator: INSUFFICIENT_LIQUIDITY)',
      { reserveA: E18, reserveB: 0n },
      InsufficientReservesError,
    ],
    [
      'a Ghost supply without reserves (the pair would divide by zero)',
      { totalSupply: E18 },
      InsufficientReservesError,
    ],
    [
      'a first deposit of √(1000·1000) = MINIMUM_LIQUIDITY (Ghost: INSUFFICIENT_LIQUIDITY_MINTED)',
      {
        liquidity: 1_000n,
        legacyTotalSupply: 1_000n,
        legacyReserveA: 1_000n,
        legacyReserveB: 1_000n,
      },
      InsufficientInputAmountError,
    ],
    [
      'a deposit worth under one Ghost LP wei',
      { reserveA: 10n ** 40n, reserveB: 10n ** 40n, totalSupply: 1n },
      InsufficientInputAmountError,
    ],
    ['slippage −1', { slippageBips: -1 }, UnexpectedSlippageError],
    ['slippage 10001', { slippageBips: 10_001 }, UnexpectedSlippageError],
    ['slippage 0.5', { slippageBips: 0.5 }, UnexpectedSlippageError],
  ] as const)('%s', (_, change, error) => {
    expect(() => quote(change)).toThrow(error)
  })

  test('slippage 10000 (anything goes) is allowed: both minimums 0', () => {
    expect(quote({ slippageBips: 10_000 })).toMatchObject({ amountAMin: 0n, amountBMin: 0n })
  })
})

/** An amount over many orders of magnitude, each decade as likely. */
function amountArb(minExp: number, maxExp: number): fc.Arbitrary<bigint> {
  return fc
    .integer({ min: minExp, max: maxExp })
    .chain((e) => fc.bigInt({ min: 10n ** BigInt(e), max: 10n ** BigInt(e + 1) - 1n }))
}

const caseArb = fc
  .record({
    legacyReserveA: amountArb(4, 30),
    legacyReserveB: amountArb(4, 30),
    share: fc.bigInt({ min: 1n, max: 10_000n }),
    ghost: fc.option(
      fc.record({
        reserveA: amountArb(4, 30),
        reserveB: amountArb(4, 30),
        supplyPerMille: fc.bigInt({ min: 1n, max: 4_000n }),
        kLastPerMille: fc.option(fc.bigInt({ min: 0n, max: 1_000n }), { nil: undefined }),
      }),
      { nil: undefined },
    ),
    slippageBips: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ legacyReserveA, legacyReserveB, share, ghost, slippageBips }) => {
    const legacyTotalSupply = isqrtNaive(legacyReserveA * legacyReserveB)
    const params: QuoteMigrationParameters = {
      liquidity: (legacyTotalSupply * share) / 10_000n,
      legacyTotalSupply,
      legacyReserveA,
      legacyReserveB,
      reserveA: ghost?.reserveA ?? 0n,
      reserveB: ghost?.reserveB ?? 0n,
      totalSupply: ghost
        ? (isqrtNaive(ghost.reserveA * ghost.reserveB) * ghost.supplyPerMille) / 1_000n
        : 0n,
      kLast:
        ghost?.kLastPerMille === undefined
          ? undefined
          : (ghost.reserveA * ghost.reserveB * ghost.kLastPerMille) / 1_000n,
      slippageBips,
    }
    return params
  })

/** floor(√n) by bisection: slow but plainly right, unlike the Newton iteration under test. */
function isqrtNaive(n: bigint): bigint {
  let low = 0n
  let high = 1n
  while (high * high <= n) high *= 2n
  while (high - low > 1n) {
    const mid = (low + high) / 2n
    if (mid * mid <= n) low = mid
    else high = mid
  }
  return low
}

/** The quote, or undefined when it refuses the case (each refusal is covered above). */
function tryQuote(params: QuoteMigrationParameters) {
  try {
    return quoteMigration(params)
  } catch (error) {
    if (error instanceof InsufficientInputAmountError || error instanceof InvalidLiquidityError) {
      return undefined
    }
    throw error
  }
}

describe('quoteMigration: properties', () => {
  test('the burn is the pro-rata share rounded down; deposits and refunds split it, one refund always 0', () => {
    fc.assert(
      fc.property(caseArb, (params) => {
        const q = tryQuote(params)
        if (!q) return
        // amount = floor(liquidity · reserve / supply), checked by multiplication (no kLast on the legacy side)
        for (const [amount, reserve] of [
          [q.amountA, params.legacyReserveA],
          [q.amountB, params.legacyReserveB],
        ] as const) {
          expect(amount * params.legacyTotalSupply).toBeLessThanOrEqual(params.liquidity * reserve)
          expect((amount + 1n) * params.legacyTotalSupply).toBeGreaterThan(
            params.liquidity * reserve,
          )
        }
        expect(q.depositedA).toBeLessThanOrEqual(q.amountA)
        expect(q.depositedB).toBeLessThanOrEqual(q.amountB)
        expect(q.depositedA + q.refundA).toBe(q.amountA)
        expect(q.depositedB + q.refundB).toBe(q.amountB)
        expect(q.refundA === 0n || q.refundB === 0n).toBe(true)
        expect(q.amountAMin).toBeLessThanOrEqual(q.depositedA)
        expect(q.amountBMin).toBeLessThanOrEqual(q.depositedB)
        // the minimums keep at least (10000 − slippage)/10000 of the deposit, to the wei
        const kept = 10_000n - BigInt(params.slippageBips ?? 0)
        expect(q.amountAMin * 10_000n).toBeLessThanOrEqual(q.depositedA * kept)
        expect((q.amountAMin + 1n) * 10_000n).toBeGreaterThan(q.depositedA * kept)
      }),
      { numRuns: 500 },
    )
  })

  test('into a pair with reserves the deposit keeps its ratio within one wei of the smaller side', () => {
    fc.assert(
      fc.property(caseArb, (params) => {
        const q = tryQuote(params)
        if (!q || params.reserveA === 0n) return
        const { reserveA: rA, reserveB: rB } = params
        // dB·rA vs dA·rB: the side taken whole is exact, the other is short by under one wei
        const gap = q.depositedA * rB - q.depositedB * rA
        if (q.refundA === 0n) {
          expect(gap).toBeGreaterThanOrEqual(0n)
          expect(gap).toBeLessThan(rA)
        } else {
          expect(gap).toBeLessThanOrEqual(0n)
          expect(-gap).toBeLessThan(rB)
        }
      }),
      { numRuns: 500 },
    )
  })

  test('the LP minted never redeems for more than was deposited; a protocol fee mints more LP units for the same deposit', () => {
    fc.assert(
      fc.property(caseArb, (params) => {
        const q = tryQuote(params)
        if (!q) return
        if (params.totalSupply === 0n) {
          // √(dA·dB) − 1000, checked by squaring
          const root = q.liquidityOut + 1_000n
          expect(root * root).toBeLessThanOrEqual(q.depositedA * q.depositedB)
          expect((root + 1n) * (root + 1n)).toBeGreaterThan(q.depositedA * q.depositedB)
          return
        }
        // without a fee, the share of the grown pool is at most the share of each token deposited
        const base = tryQuote({ ...params, kLast: undefined })
        // a fee grows the supply first, so the same deposit mints more (each LP worth less); without
        // it the mint may round to nothing
        if (!base) return
        expect(q.liquidityOut).toBeGreaterThanOrEqual(base.liquidityOut)
        const supplyAfter = params.totalSupply + base.liquidityOut
        expect(base.liquidityOut * (params.reserveA + base.depositedA)).toBeLessThanOrEqual(
          base.depositedA * supplyAfter,
        )
        expect(base.liquidityOut * (params.reserveB + base.depositedB)).toBeLessThanOrEqual(
          base.depositedB * supplyAfter,
        )
        // the fee changes the supply, not the reserves: the same deposit
        expect(q.depositedA).toBe(base.depositedA)
        expect(q.depositedB).toBe(base.depositedB)
      }),
      { numRuns: 500 },
    )
  })
})
