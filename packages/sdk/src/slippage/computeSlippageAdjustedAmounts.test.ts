import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { CAKE, E18, makePair, USDT } from '../test/fixtures'
import { bestTradeExactIn } from '../trade/bestTradeExactIn'
import { bestTradeExactOut } from '../trade/bestTradeExactOut'
import { computeSlippageAdjustedAmounts } from './computeSlippageAdjustedAmounts'

describe('computeSlippageAdjustedAmounts', () => {
  test('trades: minimum received on exact input, maximum sold on exact output', () => {
    const pairs = [makePair(USDT, 1000n, CAKE, 1000n)]
    const [exactIn] = bestTradeExactIn({
      pairs,
      amountIn: CurrencyAmount.fromRawAmount(USDT, E18),
      currencyOut: CAKE,
    })
    const inBounds = computeSlippageAdjustedAmounts(exactIn as NonNullable<typeof exactIn>, {
      slippage: 100,
    })
    expect(inBounds.maximumAmountIn.quotient).toBe(E18)
    expect(inBounds.minimumAmountOut.quotient).toBe(
      ((exactIn?.outputAmount.quotient as bigint) * 9_900n) / 10_000n,
    )
    const [exactOut] = bestTradeExactOut({
      pairs,
      currencyIn: USDT,
      amountOut: CurrencyAmount.fromRawAmount(CAKE, E18),
    })
    const outBounds = computeSlippageAdjustedAmounts(exactOut as NonNullable<typeof exactOut>, {
      slippage: 100,
    })
    expect(outBounds.minimumAmountOut.quotient).toBe(E18)
    expect(outBounds.maximumAmountIn.quotient).toBe(
      ((exactOut?.inputAmount.quotient as bigint) * 10_100n) / 10_000n,
    )
  })
})
