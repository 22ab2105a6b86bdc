import { getAmountOut } from '@ghost/sdk'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { getRebalanceSwap } from './getRebalanceSwap'

const E18 = 10n ** 18n

/** Reserves after selling `amountIn` of one side into the pool, by the router's own formula. */
function after(reserveA: bigint, reserveB: bigint, sellA: boolean, amountIn: bigint) {
  if (sellA) {
    const out = getAmountOut({ amountIn, reserveIn: reserveA, reserveOut: reserveB })
    return [reserveA + amountIn, reserveB - out] as const
  }
  const out = getAmountOut({ amountIn, reserveIn: reserveB, reserveOut: reserveA })
  return [reserveA - out, reserveB + amountIn] as const
}

test('BNB dear at 612 USDT against a plan of 600: sell BNB, landing just above 600', () => {
  const swap = getRebalanceSwap({
    reserveA: 990n * E18,
    reserveB: 605_880n * E18,
    planned: { amountA: 1000n * E18, amountB: 600_000n * E18 },
  })
  expect(swap?.sellA).toBe(true)
  if (!swap) return
  const [a, b] = after(990n * E18, 605_880n * E18, true, swap.amountIn)
  expect(Number((b * 1_000_000n) / a) / 1e6).toBeCloseTo(600, 4)
})

test('already at the plan: nothing to do', () => {
  expect(
    getRebalanceSwap({
      reserveA: 1000n * E18,
      reserveB: 600_000n * E18,
      planned: { amountA: 1n, amountB: 600n },
    }),
  ).toBeUndefined()
})

test('the swap stops on this side of the plan, and one wei more would cross it', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 10n ** 15n, max: 10n ** 27n }),
      fc.bigInt({ min: 10n ** 15n, max: 10n ** 27n }),
      fc.bigInt({ min: 1n, max: 10n ** 6n }),
      fc.bigInt({ min: 1n, max: 10n ** 6n }),
      (reserveA, reserveB, plannedA, plannedB) => {
        const planned = { amountA: plannedA, amountB: plannedB }
        const above = (a: bigint, b: bigint) => b * plannedA > plannedB * a
        const swap = getRebalanceSwap({ reserveA, reserveB, planned })
        if (!swap) return true
        expect(swap.sellA).toBe(above(reserveA, reserveB))
        const [a, b] = after(reserveA, reserveB, swap.sellA, swap.amountIn)
        expect(above(a, b)).toBe(swap.sellA)
        // The price moved toward the plan…
        const before = Math.abs(
          Math.log(Number(reserveB) / Number(reserveA) / (Number(plannedB) / Number(plannedA))),
        )
        const remaining = Math.abs(
          Math.log(Number(b) / Number(a) / (Number(plannedB) / Number(plannedA))),
        )
        expect(remaining).toBeLessThan(before)
        // …and one more wei of input would reach or cross it.
        const [a2, b2] = after(reserveA, reserveB, swap.sellA, swap.amountIn + 1n)
        expect(above(a2, b2)).not.toBe(swap.sellA)
        return true
      },
    ),
    { numRuns: 300 },
  )
})
