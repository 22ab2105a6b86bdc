import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { E18, makePair, USDC6, WBNB } from '../test/fixtures'
import { getInputAmount } from './getInputAmount'
import { getOutputAmount } from './getOutputAmount'

describe('getOutputAmount', () => {
  const pair = makePair(WBNB, 100n, USDC6, 30_000n)

  test('swaps through one pair, returning the pair after the swap', () => {
    const { amountOut, pairAfter } = getOutputAmount(pair, {
      amountIn: CurrencyAmount.fromRawAmount(WBNB, E18),
    })
    expect(amountOut.currency).toBe(USDC6)
    expect(amountOut.quotient).toBe(296_294_462n)
    expect(pairAfter.reserveOf(WBNB).quotient).toBe(101n * E18)
    expect(pairAfter.reserveOf(USDC6).quotient).toBe(30_000_000_000n - 296_294_462n)
    expect(pairAfter.address).toBe(pair.address)
    const { amountIn } = getInputAmount(pair, { amountOut })
    expect(amountIn.quotient).toBeLessThanOrEqual(E18)
    expect(amountIn.quotient).toBeGreaterThan(E18 - 10n ** 13n)
  })
})
