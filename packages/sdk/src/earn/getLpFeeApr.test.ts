import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Fraction } from '../amounts/fraction'
import { getLpFeeApr } from './getLpFeeApr'

/** USD figures as the indexer stores them: integers with 18 decimals. */
const usd18 = (max: bigint) =>
  fc.bigInt({ min: 0n, max }).map((wei) => new Fraction(wei, 10n ** 18n))
const E30 = 10n ** 30n

describe('getLpFeeApr', () => {
  test('0.17% of a day of volume, 365 days, over liquidity', () => {
    const apr = getLpFeeApr({
      volume24hUsd: new Fraction(2_000_000n),
      liquidityUsd: new Fraction(10_000_000n),
    })
    expect(apr?.toFixed(2)).toBe('12.41')
    expect(
      getLpFeeApr({ volume24hUsd: new Fraction(0n), liquidityUsd: new Fraction(5n) })?.toFixed(2),
    ).toBe('0.00')
  })

  test('no APR without liquidity or with a negative figure', () => {
    const volume24hUsd = new Fraction(1_000n)
    expect(getLpFeeApr({ volume24hUsd, liquidityUsd: new Fraction(0n) })).toBeUndefined()
    expect(getLpFeeApr({ volume24hUsd, liquidityUsd: new Fraction(-1n) })).toBeUndefined()
    expect(getLpFeeApr({ volume24hUsd, liquidityUsd: new Fraction(1n, 0n) })).toBeUndefined()
    expect(
      getLpFeeApr({ volume24hUsd: new Fraction(-1n), liquidityUsd: new Fraction(1n) }),
    ).toBeUndefined()
  })

  test('APR × liquidity = volume × 0.0017 × 365, exactly', () => {
    fc.assert(
      fc.property(
        usd18(E30),
        usd18(E30).filter((f) => f.numerator > 0n),
        (volume, liquidity) => {
          const apr = getLpFeeApr({ volume24hUsd: volume, liquidityUsd: liquidity })
          expect(apr).toBeDefined()
          expect(
            apr?.multiply(liquidity).equalTo(volume.multiply(new Fraction(17n * 365n, 10_000n))),
          ).toBe(true)
        },
      ),
    )
  })

  test('more volume raises the APR; more liquidity lowers it (unless nothing traded)', () => {
    fc.assert(
      fc.property(
        usd18(E30),
        usd18(E30).filter((f) => f.numerator > 0n),
        fc.bigInt({ min: 1n, max: E30 }),
        (volume, liquidity, extraWei) => {
          const extra = new Fraction(extraWei, 10n ** 18n)
          const base = getLpFeeApr({ volume24hUsd: volume, liquidityUsd: liquidity })
          const busier = getLpFeeApr({ volume24hUsd: volume.add(extra), liquidityUsd: liquidity })
          const deeper = getLpFeeApr({ volume24hUsd: volume, liquidityUsd: liquidity.add(extra) })
          if (!base || !busier || !deeper) throw new Error('APR missing for positive liquidity')
          expect(busier.greaterThan(base)).toBe(true)
          if (volume.numerator === 0n) expect(deeper.equalTo(base)).toBe(true)
          else expect(deeper.lessThan(base)).toBe(true)
        },
      ),
    )
  })
})
