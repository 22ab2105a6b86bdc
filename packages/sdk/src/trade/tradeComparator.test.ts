import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { inputOutputComparator } from './inputOutputComparator'
import { Route } from './route'
import { Trade } from './trade'
import { tradeComparator } from './tradeComparator'

describe('tradeComparator', () => {
  // twin pairs give identical trades; the two-hop route gives a different output
  const direct = makePair(WBNB, 100n, CAKE, 100n)
  const twin = makePair(WBNB, 100n, CAKE, 100n)
  const viaUsdt = [makePair(WBNB, 1000n, USDT, 1000n), makePair(USDT, 1000n, CAKE, 1000n)]
  const amountIn = CurrencyAmount.fromRawAmount(WBNB, E18)
  const trade = (pairs: typeof viaUsdt) =>
    Trade.exactIn(new Route({ pairs, input: WBNB, output: CAKE }), amountIn)

  test('identical trades tie; more output comes first', () => {
    const a = trade([direct])
    const b = trade([twin])
    const c = trade(viaUsdt)
    expect(tradeComparator(a, b)).toBe(0)
    expect(Math.sign(tradeComparator(a, c))).toBe(
      c.outputAmount.greaterThan(a.outputAmount) ? 1 : -1,
    )
    expect(inputOutputComparator(a, a)).toBe(0)
  })

  test("different currencies: 'Trades are not comparable'", () => {
    const other = Trade.exactIn(
      new Route({ pairs: [viaUsdt[0] as (typeof viaUsdt)[number]], input: WBNB, output: USDT }),
      amountIn,
    )
    expect(() => tradeComparator(trade([direct]), other)).toThrow('Trades are not comparable')
  })
})
