import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getGasLimit, PAIR_ORACLE_WRITE_GAS } from './getGasLimit'

describe('getGasLimit', () => {
  test('a call that touches no pair gets the spec’s 10% (rounded down)', () => {
    expect(getGasLimit({ estimate: 100_000n })).toBe(110_000n)
    expect(getGasLimit({ estimate: 135_791n, pairsTouched: 0 })).toBe(149_370n)
  })

  test('each pair touched adds room for its accumulator write', () => {
    expect(getGasLimit({ estimate: 103_967n, pairsTouched: 1 })).toBe(160_363n)
    expect(getGasLimit({ estimate: 200_000n, pairsTouched: 3 })).toBe(358_000n)
  })

  test('covers the measured misses: 10.6k on a running pair, 45.4k on a first write', () => {
    // A 1-hop swap estimated at 103,967 in the pair's second needed 114,565 a second later, and
    // 80,676 → 126,015 on a fresh pair: the spec's 10% alone leaves both short.
    expect((103_967n * 11n) / 10n).toBeLessThan(114_565n)
    expect(getGasLimit({ estimate: 103_967n, pairsTouched: 1 })).toBeGreaterThanOrEqual(114_565n)
    expect(getGasLimit({ estimate: 80_676n, pairsTouched: 1 })).toBeGreaterThanOrEqual(126_015n)
  })

  test('never below the estimate plus 10%, and grows by the same step per pair', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 21_000n, max: 30_000_000n }),
        fc.integer({ min: 0, max: 3 }),
        (estimate, pairs) => {
          const limit = getGasLimit({ estimate, pairsTouched: pairs })
          const bare = getGasLimit({ estimate })
          return (
            bare * 10n >= estimate * 11n - 10n &&
            bare * 10n <= estimate * 11n &&
            limit - bare === BigInt(pairs) * PAIR_ORACLE_WRITE_GAS
          )
        },
      ),
    )
  })

  test('refuses a count that is not a whole number', () => {
    expect(() => getGasLimit({ estimate: 1n, pairsTouched: -1 })).toThrow(RangeError)
    expect(() => getGasLimit({ estimate: 1n, pairsTouched: 1.5 })).toThrow(RangeError)
  })
})
