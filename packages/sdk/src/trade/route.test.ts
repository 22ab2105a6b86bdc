import { describe, expect, test } from 'vitest'
import { BNB, BUSD, CAKE, makePair, USDT, WBNB } from '../test/fixtures'
import { Route } from './route'

describe('Route', () => {
  const wbnbUsdt = makePair(WBNB, 10n, USDT, 3000n)
  const usdtCake = makePair(USDT, 1000n, CAKE, 500n)

  test('walks the path from the wrapped input and multiplies mid prices', () => {
    const route = new Route({ pairs: [wbnbUsdt, usdtCake], input: BNB, output: CAKE })
    expect(route.path.map((token) => token.symbol)).toEqual(['WBNB', 'USDT', 'CAKE'])
    expect(route.input).toBe(BNB)
    expect(route.midPrice.toSignificant()).toBe('150')
    expect(route.midPrice.baseCurrency).toBe(BNB)
    expect(route.chainId).toBe(56)
  })

  test('refuses broken routes', () => {
    expect(
      () => new Route({ pairs: [], input: WBNB, output: USDT }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidRouteError: Invalid route

      A route needs at least one pair
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() => new Route({ pairs: [usdtCake], input: WBNB, output: CAKE })).toThrow(
      'Invalid route',
    )
    expect(
      () => new Route({ pairs: [wbnbUsdt], input: WBNB, output: BUSD }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidRouteError: Invalid route

      The last pair does not lead to the output
      Version: @ghost/sdk@0.1.0]
    `)
  })
})
