import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getTierPrizeAmounts, type PrizeTokenPrice } from './getTierPrizeAmounts'

const E18 = 10n ** 18n
const feed = (price: bigint, tokenDecimals = 18): PrizeTokenPrice => ({
  price,
  feedDecimals: 8,
  tokenDecimals,
})

describe('getTierPrizeAmounts', () => {
  test('a $600 prize: $300 of CAKE at $2, $100 each of tokens at $1, $0.50 and $3', () => {
    const amounts = getTierPrizeAmounts(600n * E18, [
      feed(2_00000000n),
      feed(1_00000000n),
      feed(50000000n),
      feed(3_00000000n),
    ])
    expect(amounts).toEqual([150n * E18, 100n * E18, 200n * E18, 33_333333333333333333n])
  })

  test('a 6-decimal token is paid in its own unit', () => {
    const [, usdt] = getTierPrizeAmounts(60n * E18, [
      feed(1_00000000n),
      feed(1_00000000n, 6),
      feed(1_00000000n),
      feed(1_00000000n),
    ])
    expect(usdt).toBe(10_000_000n)
  })

  test('refuses a zero price and a negative prize', () => {
    const good = feed(1_00000000n)
    expect(() => getTierPrizeAmounts(E18, [good, good, good, feed(0n)])).toThrow(RangeError)
    expect(() => getTierPrizeAmounts(-1n, [good, good, good, good])).toThrow(RangeError)
  })

  test('each amount is the largest whose value stays within its share (3/6, 1/6, 1/6, 1/6)', () => {
    const priceArb = fc.record({
      price: fc.bigInt({ min: 1n, max: 10n ** 14n }),
      feedDecimals: fc.constantFrom(8, 18),
      tokenDecimals: fc.constantFrom(6, 8, 18),
    })
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.tuple(priceArb, priceArb, priceArb, priceArb),
        (usd, prices) => {
          const amounts = getTierPrizeAmounts(usd, prices)
          const shares = [3n, 1n, 1n, 1n]
          amounts.forEach((amount, i) => {
            const { price, feedDecimals, tokenDecimals } = prices[i] as PrizeTokenPrice
            // value of `amount` in USD·1e18·6, compared with the share without dividing
            const scale = 10n ** BigInt(feedDecimals) * 10n ** BigInt(tokenDecimals)
            const share = usd * (shares[i] as bigint) * scale
            expect(amount * price * 6n * E18 <= share).toBe(true)
            expect((amount + 1n) * price * 6n * E18 > share).toBe(true)
          })
        },
      ),
      { numRuns: 300 },
    )
  })
})
