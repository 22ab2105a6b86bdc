import fc from 'fast-check'
import { formatEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { PREDICTION_MIN_BET } from './constants'
import { validatePredictionBet } from './validatePredictionBet'

const BNB = 10n ** 18n

describe('validatePredictionBet', () => {
  test.each([
    ['the minimum', '0.001', 1_000_000_000_000_000n],
    ['a whole BNB', '1', BNB],
    ['a comma for the decimal point', '0,5', 500_000_000_000_000_000n],
    ['spaces around', '  0.25 ', 250_000_000_000_000_000n],
    ['no leading zero', '.5', 500_000_000_000_000_000n],
    ['a trailing point', '2.', 2n * BNB],
    ['all 18 decimals', '0.001000000000000001', 1_000_000_000_000_001n],
  ] as const)('%s: %s', (_, typed, amount) => {
    expect(validatePredictionBet(typed, PREDICTION_MIN_BET, 10n * BNB)).toEqual({ amount })
  })

  test.each([
    ['empty', ''],
    ['blank', '   '],
    ['zero', '0'],
    ['zero with decimals', '0.000'],
    ['a lone point', '.'],
    ['words', 'abc'],
    ['negative', '-1'],
    ['two points', '1.2.3'],
    ['an exponent', '1e-3'],
    ['more than 18 decimals', '0.0010000000000000001'],
  ] as const)('%s (%s) needs an amount', (_, typed) => {
    expect(validatePredictionBet(typed, PREDICTION_MIN_BET, 10n * BNB)).toEqual({
      error: { kind: 'amountNeeded' },
    })
  })

  test('below the minimum, the minimum is named', () => {
    expect(validatePredictionBet('0.0009', PREDICTION_MIN_BET, 10n * BNB)).toEqual({
      error: { kind: 'belowMinimum', minimum: PREDICTION_MIN_BET },
    })
    expect(validatePredictionBet('0.000999999999999999', PREDICTION_MIN_BET, undefined)).toEqual({
      error: { kind: 'belowMinimum', minimum: PREDICTION_MIN_BET },
    })
  })

  test('more than the wallet holds is refused; all of it, or an unknown balance, is not', () => {
    expect(validatePredictionBet('1.5', PREDICTION_MIN_BET, BNB)).toEqual({
      error: { kind: 'insufficientBalance' },
    })
    expect(validatePredictionBet('1', PREDICTION_MIN_BET, BNB)).toEqual({ amount: BNB })
    expect(validatePredictionBet('500', PREDICTION_MIN_BET, undefined)).toEqual({
      amount: 500n * BNB,
    })
  })

  test('any wei amount written out in BNB reads back exactly, and is judged against the minimum and balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (amount, minimum, balance) => {
          const result = validatePredictionBet(formatEther(amount), minimum, balance)
          if (amount < minimum) expect(result).toEqual({ error: { kind: 'belowMinimum', minimum } })
          else if (amount > balance)
            expect(result).toEqual({ error: { kind: 'insufficientBalance' } })
          else expect(result).toEqual({ amount })
        },
      ),
      { numRuns: 300 },
    )
  })
})
