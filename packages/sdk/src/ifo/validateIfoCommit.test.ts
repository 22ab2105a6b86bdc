import fc from 'fast-check'
import { formatEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { type IfoCommitContext, validateIfoCommit } from './validateIfoCommit'

const CAKE = 10n ** 18n

/** An active profile, 50 CAKE in the wallet, the unlimited pool (no cap), nothing committed. */
const ready: IfoCommitContext = {
  hasActiveProfile: true,
  balance: 50n * CAKE,
  limitPerUser: 0n,
  committed: 0n,
}
/** The basic pool: a 10 CAKE cap, 4 CAKE committed already. */
const basic: IfoCommitContext = { ...ready, limitPerUser: 10n * CAKE, committed: 4n * CAKE }

describe('validateIfoCommit', () => {
  test.each([
    ['a whole amount', '2', 2n * CAKE],
    ['decimals', '0.25', 250_000_000_000_000_000n],
    ['a comma for the decimal point', '1,5', 1_500_000_000_000_000_000n],
    ['"1,000" is one CAKE: the comma is the decimal point', '1,000', CAKE],
    ['spaces around', '  3 ', 3n * CAKE],
    ['a tab and a newline around', '\t3\n', 3n * CAKE],
    ['no leading zero', '.5', 500_000_000_000_000_000n],
    ['a trailing point', '7.', 7n * CAKE],
    ['one wei', '0.000000000000000001', 1n],
    ['the whole balance', '50', 50n * CAKE],
  ] as const)('%s: %j', (_, typed, amount) => {
    expect(validateIfoCommit(typed, ready)).toEqual({ amount })
  })

  test('no profile: the profile is asked for first, whatever is typed', () => {
    for (const typed of ['1', '', 'abc', '1000000']) {
      expect(validateIfoCommit(typed, { ...ready, hasActiveProfile: false })).toEqual({
        error: { kind: 'profileNeeded' },
      })
    }
  })

  test.each([
    ['empty', ''],
    ['blank', '   '],
    ['zero', '0'],
    ['zero with decimals', '0,000'],
    ['a lone point', '.'],
    ['words', 'ten'],
    ['negative', '-1'],
    ['a space inside', '1 000'],
    ['two points', '1.2.3'],
    ['a comma and a point', '1,2.3'],
    ['an exponent', '1e18'],
    ['19 decimals', '0.0000000000000000001'],
    ['80 characters', '1'.repeat(80)],
  ] as const)('%s (%j) needs an amount', (_, typed) => {
    expect(validateIfoCommit(typed, ready)).toEqual({ error: { kind: 'amountNeeded' } })
  })

  test('more than the wallet holds is refused; an unknown balance (loading) is not checked', () => {
    expect(validateIfoCommit('50.000000000000000001', ready)).toEqual({
      error: { kind: 'insufficientBalance' },
    })
    expect(validateIfoCommit('500', { ...ready, balance: undefined })).toEqual({
      amount: 500n * CAKE,
    })
  })

  test('the basic cap names what the wallet may still commit', () => {
    expect(validateIfoCommit('6', basic)).toEqual({ amount: 6n * CAKE })
    expect(validateIfoCommit('6.000000000000000001', basic)).toEqual({
      error: { kind: 'limitExceeded', remaining: 6n * CAKE },
    })
    expect(validateIfoCommit('0,5', { ...basic, committed: 10n * CAKE })).toEqual({
      error: { kind: 'limitExceeded', remaining: 0n },
    })
    // a wallet over a cap lowered since (the index may lag): nothing remains, never negative
    expect(validateIfoCommit('1', { ...basic, committed: 12n * CAKE })).toEqual({
      error: { kind: 'limitExceeded', remaining: 0n },
    })
  })

  test('the balance is checked before the cap', () => {
    expect(validateIfoCommit('20', { ...basic, balance: 15n * CAKE })).toEqual({
      error: { kind: 'insufficientBalance' },
    })
  })

  test('any wei amount written out in CAKE reads back exactly and is judged against balance and cap', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 22n }),
        fc.bigInt({ min: 0n, max: 10n ** 22n }),
        fc.boolean(),
        (amount, balance, limitPerUser, committed, comma) => {
          const text = formatEther(amount)
          const typed = comma ? text.replace('.', ',') : ` ${text} `
          const context = { hasActiveProfile: true, balance, limitPerUser, committed }
          const result = validateIfoCommit(typed, context)
          if (amount > balance) {
            expect(result).toEqual({ error: { kind: 'insufficientBalance' } })
          } else if (limitPerUser !== 0n && committed + amount > limitPerUser) {
            if (!('error' in result) || result.error.kind !== 'limitExceeded') {
              throw new Error(`expected limitExceeded, got ${JSON.stringify(result, String)}`)
            }
            // the remaining amount named is what the wallet can still commit, not a wei more
            const { remaining } = result.error
            expect(remaining < amount).toBe(true)
            if (remaining > 0n) {
              expect(validateIfoCommit(formatEther(remaining), context)).toEqual({
                amount: remaining,
              })
            }
            expect(validateIfoCommit(formatEther(remaining + 1n), context)).toMatchObject({
              error: { kind: 'limitExceeded' },
            })
          } else {
            expect(result).toEqual({ amount })
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
