import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { calculateNftFees, NFT_FEE_DEFAULTS, type NftFeeRates } from './fees'

const DEFAULT_RATES: NftFeeRates = {
  tradingFee: NFT_FEE_DEFAULTS.tradingFee,
  ghostPotFee: NFT_FEE_DEFAULTS.ghostPotFee,
  creatorFee: 500n,
  refererFee: 100n,
}

describe('calculateNftFees', () => {
  test.each([
    {
      name: '1 BNB at 2% + 0.5% + 5% + 1%',
      price: 10n ** 18n,
      rates: DEFAULT_RATES,
      expected: {
        netPrice: 915n * 10n ** 15n,
        treasureFee: 2n * 10n ** 16n,
        ghostPotFee: 5n * 10n ** 15n,
        creatorFee: 5n * 10n ** 16n,
        refererFee: 10n ** 16n,
      },
    },
    {
      name: 'rounding dust goes to the seller',
      price: 9_999n,
      rates: DEFAULT_RATES,
      expected: {
        netPrice: 9_153n,
        treasureFee: 199n,
        ghostPotFee: 49n,
        creatorFee: 499n,
        refererFee: 99n,
      },
    },
    {
      name: 'no fees',
      price: 123n,
      rates: { tradingFee: 0n, ghostPotFee: 0n, creatorFee: 0n, refererFee: 0n },
      expected: {
        netPrice: 123n,
        treasureFee: 0n,
        ghostPotFee: 0n,
        creatorFee: 0n,
        refererFee: 0n,
      },
    },
    {
      name: 'every cap: the seller keeps 70%',
      price: 10_000n,
      rates: { tradingFee: 1_000n, ghostPotFee: 500n, creatorFee: 1_000n, refererFee: 500n },
      expected: {
        netPrice: 7_000n,
        treasureFee: 1_000n,
        ghostPotFee: 500n,
        creatorFee: 1_000n,
        refererFee: 500n,
      },
    },
  ])('$name', ({ price, rates, expected }) => {
    expect(calculateNftFees(price, rates)).toEqual(expected)
  })

  test.each([
    {
      name: 'negative price',
      price: -1n,
      rates: DEFAULT_RATES,
      error: 'NFT price must not be negative',
    },
    {
      name: 'trading fee above its cap',
      price: 1n,
      rates: { ...DEFAULT_RATES, tradingFee: 1_001n },
      error: 'tradingFee must be between 0 and 1000 bps',
    },
    {
      name: 'negative referrer fee',
      price: 1n,
      rates: { ...DEFAULT_RATES, refererFee: -1n },
      error: 'refererFee must be between 0 and 500 bps',
    },
  ])('refuses $name', ({ price, rates, error }) => {
    expect(() => calculateNftFees(price, rates)).toThrow(error)
  })

  test('the parts add up to the price and each fee is its floor share, for any price and rates', () => {
    const rate = (max: bigint) => fc.bigInt({ min: 0n, max })
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n }),
        rate(1_000n),
        rate(500n),
        rate(1_000n),
        rate(500n),
        (price, tradingFee, ghostPotFee, creatorFee, refererFee) => {
          const fees = calculateNftFees(price, { tradingFee, ghostPotFee, creatorFee, refererFee })
          const sum =
            fees.netPrice + fees.treasureFee + fees.ghostPotFee + fees.creatorFee + fees.refererFee
          expect(sum).toBe(price)
          expect(fees.netPrice * 10n).toBeGreaterThanOrEqual(price * 7n)
          for (const [fee, bps] of [
            [fees.treasureFee, tradingFee],
            [fees.ghostPotFee, ghostPotFee],
            [fees.creatorFee, creatorFee],
            [fees.refererFee, refererFee],
          ] as const) {
            expect(fee * 10_000n).toBeLessThanOrEqual(price * bps)
            expect((fee + 1n) * 10_000n).toBeGreaterThan(price * bps)
          }
        },
      ),
    )
  })
})
