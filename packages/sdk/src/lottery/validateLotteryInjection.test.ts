import { describe, expect, test } from 'vitest'
import { validateLotteryInjection } from './validateLotteryInjection'

const CAKE = 10n ** 18n

describe('validateLotteryInjection', () => {
  test('whole tens of CAKE pass', () => {
    expect(validateLotteryInjection(10n * CAKE)).toBeUndefined()
    expect(validateLotteryInjection(2_500n * CAKE)).toBeUndefined()
    expect(validateLotteryInjection(35_000n * CAKE)).toBeUndefined()
    expect(validateLotteryInjection(10_000_000n, 6)).toBeUndefined()
    expect(validateLotteryInjection(20n, 0)).toBeUndefined()
  })

  test('anything else gets the spec text', () => {
    expect(validateLotteryInjection(25n * CAKE)).toMatchInlineSnapshot(
      `"Lottery amount must be a multiple of 10 CAKE"`,
    )
    for (const amount of [5n * CAKE, 10n * CAKE + 1n, 10n * CAKE - 1n, 0n, -10n * CAKE]) {
      expect(validateLotteryInjection(amount)).toBe('Lottery amount must be a multiple of 10 CAKE')
    }
    // ten units of a 6-decimal token are not ten CAKE of 18
    expect(validateLotteryInjection(10_000_000n)).toBe(
      'Lottery amount must be a multiple of 10 CAKE',
    )
    expect(() => validateLotteryInjection(10n, -1)).toThrow(RangeError)
  })
})
