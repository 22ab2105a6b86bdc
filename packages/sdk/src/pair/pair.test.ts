import { describe, expect, test } from 'vitest'
import { Token } from '../currencies/token'
import { CAKE, makePair, USDC6, USDT, WBNB } from '../test/fixtures'

describe('Pair', () => {
  const pair = makePair(WBNB, 100n, USDC6, 30_000n)

  test('sorts tokens by address and exposes mid prices', () => {
    expect(pair.token0).toBe(USDC6)
    expect(pair.token1).toBe(WBNB)
    expect(pair.priceOf(WBNB).toSignificant()).toBe('300')
    expect(pair.priceOf(USDC6).toSignificant()).toBe('0.00333333')
    expect(pair.liquidityToken.symbol).toBe('Ghost-LP')
    expect(pair.liquidityToken.decimals).toBe(18)
    expect(() => pair.reserveOf(CAKE)).toThrowErrorMatchingInlineSnapshot(`
      [TokenNotInPairError: Token is not in the pair

      Token: 0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82
      Version: @ghost/sdk@0.1.0]
    `)
  })
})

describe('computePairAddress', () => {
  test('pairs of tokens on one chain only', () => {
    expect(() => makePair(USDT, 1n, new Token({ chainId: 97, address: WBNB.address }), 1n)).toThrow(
      'Tokens are on different chains',
    )
  })
})
