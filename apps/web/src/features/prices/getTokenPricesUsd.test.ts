import { Fraction, type Pair, type Token } from '@ghost/sdk'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getTokenPricesUsd, priceKey, type TokenPricesUsd } from './getTokenPricesUsd'
import {
  BUSD,
  CAKE,
  DEEP,
  GHOST,
  rawPair,
  TAX,
  testPair,
  testToken,
  USDC6,
  USDT,
  WBNB,
  WORLD_PAIRS,
} from './testTokens'

function priceOf(prices: TokenPricesUsd, token: Token, decimals = 6): string | undefined {
  return prices[priceKey(token.address)]?.toFixed(decimals)
}

function whole(amount: Pair['reserve0']): Fraction {
  return new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
}

describe('getTokenPricesUsd', () => {
  test('the seeded world: stables $1, BNB from BNB-USDT, others through their neighbours', () => {
    const prices = getTokenPricesUsd(WORLD_PAIRS, [USDT, BUSD])
    expect(
      Object.fromEntries(
        [USDT, BUSD, WBNB, GHOST, CAKE, DEEP, TAX].map((token) => [
          token.symbol,
          priceOf(prices, token),
        ]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "BUSD": "1.000000",
        "CAKE": "2.500000",
        "DEEP": "0.100000",
        "GHOST": "2.000000",
        "TAX": "0.500000",
        "USDT": "1.000000",
        "WBNB": "600.000000",
      }
    `)
  })

  test('keys are lowercase addresses', () => {
    const prices = getTokenPricesUsd(WORLD_PAIRS, [USDT, BUSD])
    for (const key of Object.keys(prices)) expect(key).toBe(key.toLowerCase())
    expect(Object.keys(prices)).toHaveLength(7)
  })

  test('a token quoted against both stables follows the deeper pair', () => {
    const deepUsdt = testPair(WBNB, '1000', USDT, '600000')
    const thinBusd = testPair(WBNB, '10', BUSD, '5000')
    expect(priceOf(getTokenPricesUsd([deepUsdt, thinBusd], [USDT, BUSD]), WBNB)).toBe('600.000000')
    expect(priceOf(getTokenPricesUsd([thinBusd, deepUsdt], [USDT, BUSD]), WBNB)).toBe('600.000000')
    const deepBusd = testPair(WBNB, '10000', BUSD, '5000000')
    expect(priceOf(getTokenPricesUsd([deepUsdt, deepBusd], [USDT, BUSD]), WBNB)).toBe('500.000000')
  })

  test('a direct stable quote wins over a deeper route through BNB', () => {
    const pairs = [
      testPair(WBNB, '1000', USDT, '600000'),
      testPair(GHOST, '300000', WBNB, '1000'),
      testPair(GHOST, '10', USDT, '30'),
    ]
    expect(priceOf(getTokenPricesUsd(pairs, [USDT]), GHOST)).toBe('3.000000')
  })

  test('among priced neighbours at the same distance, the most liquid one prices the token', () => {
    const pairs = [
      testPair(WBNB, '1000', USDT, '600000'),
      testPair(CAKE, '1000', USDT, '2500'),
      // GHOST: $2 through a deep BNB pair, $5 through a thin CAKE pair
      testPair(GHOST, '300000', WBNB, '1000'),
      testPair(GHOST, '10', CAKE, '20'),
    ]
    expect(priceOf(getTokenPricesUsd(pairs, [USDT]), GHOST)).toBe('2.000000')
  })

  test('decimals: a 6-decimal stable prices an 18-decimal token in whole units', () => {
    const prices = getTokenPricesUsd([testPair(WBNB, '2', USDC6, '1234.5')], [USDC6])
    expect(priceOf(prices, WBNB)).toBe('617.250000')
    expect(priceOf(prices, USDC6)).toBe('1.000000')
  })

  test('empty pairs and unreachable tokens give no price', () => {
    const prices = getTokenPricesUsd(
      [testPair(WBNB, '0', USDT, '0'), testPair(CAKE, '10', GHOST, '20')],
      [USDT],
    )
    expect(Object.keys(prices)).toEqual([priceKey(USDT.address)])
  })

  test('no pairs: only the stables', () => {
    expect(Object.keys(getTokenPricesUsd([], [USDT, BUSD]))).toHaveLength(2)
  })
})

/** A random tree of pairs over `size` tokens: token i > 0 pairs with one earlier token. */
const treeArbitrary = fc.integer({ min: 2, max: 8 }).chain((size) =>
  fc.tuple(
    fc.constant(size),
    fc.array(
      fc.record({
        parentSeed: fc.nat(),
        reserveChild: fc.bigInt({ min: 1n, max: 10n ** 30n }),
        reserveParent: fc.bigInt({ min: 1n, max: 10n ** 30n }),
        decimals: fc.constantFrom(6, 8, 18),
      }),
      { minLength: size - 1, maxLength: size - 1 },
    ),
  ),
)

describe('getTokenPricesUsd properties', () => {
  test('on a tree rooted at a stable, every token is priced and every pair is at its reserve ratio', () => {
    fc.assert(
      fc.property(treeArbitrary, ([size, edges]) => {
        const tokens = [testToken(100, 'S0')]
        const pairs: Pair[] = []
        for (let i = 1; i < size; i++) {
          const edge = edges[i - 1]
          if (!edge) throw new Error('missing edge')
          const token = testToken(100 + i, `T${i}`, edge.decimals)
          const parent = tokens[edge.parentSeed % tokens.length] as Token
          tokens.push(token)
          pairs.push(rawPair(token, edge.reserveChild, parent, edge.reserveParent))
        }
        const prices = getTokenPricesUsd(pairs, [tokens[0] as Token])
        expect(Object.keys(prices)).toHaveLength(size)
        for (const pair of pairs) {
          const price0 = prices[priceKey(pair.token0.address)] as Fraction
          const price1 = prices[priceKey(pair.token1.address)] as Fraction
          // both sides of every pair are worth the same in USD
          expect(
            whole(pair.reserve0).multiply(price0).equalTo(whole(pair.reserve1).multiply(price1)),
          ).toBe(true)
        }
      }),
    )
  })

  test('on any graph, each priced token sits at the reserve ratio of some pair to a priced token nearer the stables', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            a: fc.integer({ min: 0, max: 5 }),
            b: fc.integer({ min: 0, max: 5 }),
            reserveA: fc.bigInt({ min: 0n, max: 10n ** 24n }),
            reserveB: fc.bigInt({ min: 0n, max: 10n ** 24n }),
          }),
          { maxLength: 12 },
        ),
        (edges) => {
          const tokens = Array.from({ length: 6 }, (_, i) => testToken(200 + i, `G${i}`))
          const pairs = edges
            .filter((edge) => edge.a !== edge.b)
            .map((edge) =>
              rawPair(
                tokens[edge.a] as Token,
                edge.reserveA,
                tokens[edge.b] as Token,
                edge.reserveB,
              ),
            )
          const stable = tokens[0] as Token
          const prices = getTokenPricesUsd(pairs, [stable])
          for (const token of tokens.slice(1)) {
            const price = prices[priceKey(token.address)]
            const quotes = pairs.filter(
              (pair) =>
                pair.involvesToken(token) &&
                pair.reserve0.quotient > 0n &&
                pair.reserve1.quotient > 0n &&
                prices[priceKey(pair.otherToken(token).address)],
            )
            // priced exactly when some non-empty pair links it to a priced token
            expect(price !== undefined).toBe(quotes.length > 0)
            if (!price) continue
            expect(
              quotes.some((pair) => {
                const other = prices[priceKey(pair.otherToken(token).address)] as Fraction
                return whole(pair.reserveOf(token))
                  .multiply(price)
                  .equalTo(whole(pair.reserveOf(pair.otherToken(token))).multiply(other))
              }),
            ).toBe(true)
          }
        },
      ),
    )
  })
})
