import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BNB, BUSD, CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { bestTradeExactOut } from './bestTradeExactOut'

describe('bestTradeExactOut', () => {
  const direct = makePair(WBNB, 10n, CAKE, 1_000n)
  const wbnbUsdt = makePair(WBNB, 1_000n, USDT, 300_000n)
  const usdtCake = makePair(USDT, 300_000n, CAKE, 100_000n)
  const usdtBusd = makePair(USDT, 50_000n, BUSD, 50_000n)
  const pairs = [direct, wbnbUsdt, usdtCake, usdtBusd]

  test('exact output: least input first; too large an output finds nothing', () => {
    const trades = bestTradeExactOut({
      pairs,
      currencyIn: BNB,
      amountOut: CurrencyAmount.fromRawAmount(BUSD, 100n * E18),
    })
    expect(trades.map((trade) => trade.route.path.map((token) => token.symbol))).toEqual([
      ['WBNB', 'USDT', 'BUSD'],
      ['WBNB', 'CAKE', 'USDT', 'BUSD'],
    ])
    expect(trades[0]?.outputAmount.toExact()).toBe('100')
    expect(
      bestTradeExactOut({
        pairs,
        currencyIn: WBNB,
        amountOut: CurrencyAmount.fromRawAmount(BUSD, 50_000n * E18),
      }),
    ).toEqual([])
  })
})
