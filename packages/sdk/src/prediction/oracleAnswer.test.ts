import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { oracleAnswerFromReserves } from './oracleAnswer'

const E18 = 10n ** 18n

describe('oracleAnswerFromReserves', () => {
  test('1,000 BNB against 600,000 USDT (18 decimals): 600 USD, as 600 × 10^8', () => {
    expect(oracleAnswerFromReserves(1_000n * E18, 600_000n * E18, 18)).toBe(60_000_000_000n)
  })

  test('a 6-decimal USD token: 612.345678901 USD per BNB, cut to the feed’s 8 decimals', () => {
    // 1,000 BNB against 612,345.678901 USDC
    expect(oracleAnswerFromReserves(1_000n * E18, 612_345_678_901n, 6)).toBe(61_234_567_890n)
  })

  test('a USD token with more decimals than BNB plus the feed (30): the scale divides', () => {
    // 2 BNB against 1,200 of a 30-decimal token
    expect(oracleAnswerFromReserves(2n * E18, 1_200n * 10n ** 30n, 30)).toBe(60_000_000_000n)
  })

  test('an odd pool rounds down to the feed’s last decimal', () => {
    // 3 BNB against 1,000 USDT: 333.333333333… USD
    expect(oracleAnswerFromReserves(3n * E18, 1_000n * E18, 18)).toBe(33_333_333_333n)
  })

  test('a pair without BNB has no price', () => {
    expect(() => oracleAnswerFromReserves(0n, 600n * E18, 18)).toThrow(RangeError)
  })

  test('is the USD per BNB in 8 decimals, rounded down, for any reserves and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 36n }),
        fc.integer({ min: 0, max: 36 }),
        (bnbReserve, usdReserve, usdDecimals) => {
          const answer = oracleAnswerFromReserves(bnbReserve, usdReserve, usdDecimals)
          // price = (usd / 10^d) / (bnb / 10^18); answer = floor(price × 10^8), as products
          const scaledUsd = usdReserve * 10n ** 26n
          const perAnswer = bnbReserve * 10n ** BigInt(usdDecimals)
          expect(answer * perAnswer).toBeLessThanOrEqual(scaledUsd)
          expect((answer + 1n) * perAnswer).toBeGreaterThan(scaledUsd)
        },
      ),
      { numRuns: 300 },
    )
  })
})
