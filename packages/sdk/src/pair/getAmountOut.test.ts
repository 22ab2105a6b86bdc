import { CurrencyAmount as RefCurrencyAmount, Token as RefToken } from '@pancakeswap/swap-sdk-core'
import { Pair as RefPair } from '@pancakeswap/v2-sdk'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InsufficientInputAmountError, InsufficientReservesError } from '../errors/pair'
import { E18, USDT, WBNB } from '../test/fixtures'
import { getAmountIn } from './getAmountIn'
import { getAmountOut } from './getAmountOut'

const reserveArb = fc.bigInt({ min: 1n, max: 2n ** 112n - 1n })

describe('getAmountOut and getAmountIn', () => {
  test('0.25% fee: 1 of 100/100 gives 0.98765…, 1 out costs 1.01263…', () => {
    expect(getAmountOut({ amountIn: E18, reserveIn: 100n * E18, reserveOut: 100n * E18 })).toBe(
      987648209114086982n,
    )
    expect(getAmountIn({ amountOut: E18, reserveIn: 100n * E18, reserveOut: 100n * E18 })).toBe(
      1012632591579960002n,
    )
  })

  test('typed errors: insufficient reserves and insufficient input', () => {
    expect(() => getAmountOut({ amountIn: 1n, reserveIn: 0n, reserveOut: 5n })).toThrow(
      InsufficientReservesError,
    )
    expect(() => getAmountOut({ amountIn: 1n, reserveIn: 10n ** 6n, reserveOut: 5n })).toThrow(
      InsufficientInputAmountError,
    )
    expect(() => getAmountIn({ amountOut: 5n, reserveIn: 1n, reserveOut: 5n })).toThrow(
      InsufficientReservesError,
    )
    try {
      getAmountOut({ amountIn: 0n, reserveIn: 1n, reserveOut: 1n })
    } catch (error) {
      expect((error as InsufficientInputAmountError).shortMessage).toBe('Insufficient input amount')
    }
    expect(() =>
      getAmountIn({ amountOut: 1n, reserveIn: 0n, reserveOut: 5n }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InsufficientReservesError: Insufficient reserves
      Version: @ghost/sdk@0.1.0]
    `)
  })

  const refA = new RefToken(56, USDT.address, 18, 'USDT')
  const refB = new RefToken(56, WBNB.address, 18, 'WBNB')

  test('equal the reference SDK to the wei', () => {
    fc.assert(
      fc.property(
        reserveArb,
        reserveArb,
        fc.bigInt({ min: 0n, max: 2n ** 112n }),
        (r0, r1, amount) => {
          const pair = new RefPair(
            RefCurrencyAmount.fromRawAmount(refA, r0),
            RefCurrencyAmount.fromRawAmount(refB, r1),
          )
          const reserveIn = pair.reserveOf(refA).quotient
          const reserveOut = pair.reserveOf(refB).quotient
          let reference: bigint | string
          try {
            reference = pair.getOutputAmount(RefCurrencyAmount.fromRawAmount(refA, amount))[0]
              .quotient
          } catch (error) {
            reference = (error as Error).name
          }
          let ours: bigint | string
          try {
            ours = getAmountOut({ amountIn: amount, reserveIn, reserveOut })
          } catch (error) {
            ours = (error as Error).name
          }
          expect(ours).toBe(reference)

          let referenceIn: bigint | string
          try {
            referenceIn = pair.getInputAmount(RefCurrencyAmount.fromRawAmount(refB, amount))[0]
              .quotient
          } catch (error) {
            referenceIn = (error as Error).name
          }
          let oursIn: bigint | string
          try {
            oursIn = getAmountIn({ amountOut: amount, reserveIn, reserveOut })
          } catch (error) {
            oursIn = (error as Error).name
          }
          expect(oursIn).toBe(referenceIn)
        },
      ),
      { numRuns: 1000 },
    )
  })

  test('swaps keep the pair invariant after the fee, both directions', () => {
    fc.assert(
      fc.property(
        reserveArb,
        reserveArb,
        fc.bigInt({ min: 1n, max: 2n ** 100n }),
        (reserveIn, reserveOut, x) => {
          try {
            const out = getAmountOut({ amountIn: x, reserveIn, reserveOut })
            expect(out).toBeLessThan(reserveOut)
            // the contract's check: balances with 0.25% of the input removed keep k
            const adjustedIn = (reserveIn + x) * 10_000n - x * 25n
            expect(
              adjustedIn * (reserveOut - out) * 10_000n >= reserveIn * reserveOut * 10_000n ** 2n,
            ).toBe(true)
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientInputAmountError)
          }
          fc.pre(x < reserveOut)
          const needed = getAmountIn({ amountOut: x, reserveIn, reserveOut })
          expect(getAmountOut({ amountIn: needed, reserveIn, reserveOut })).toBeGreaterThanOrEqual(
            x,
          )
          // and the pair's own check passes for taking x out with that input
          const adjusted = (reserveIn + needed) * 10_000n - needed * 25n
          expect(
            adjusted * (reserveOut - x) * 10_000n >= reserveIn * reserveOut * 10_000n ** 2n,
          ).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
