import { Token as RefToken } from '@pancakeswap/swap-sdk-core'
import { Pair as RefPair } from '@pancakeswap/v2-sdk'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Token } from '../currencies/token'
import { BUSD, WBNB } from '../test/fixtures'
import { computePairAddress } from './computePairAddress'

describe('computePairAddress', () => {
  test('reproduces the PancakeSwap WBNB/BUSD pair and the reference SDK', () => {
    const pancake = {
      factoryAddress: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      initCodeHash: '0x00fb7f630766e6a796048ea87d01acd3068e8ff67d078148a3fa3f4a84f69bd5',
    } as const
    expect(computePairAddress({ ...pancake, tokenA: WBNB, tokenB: BUSD })).toBe(
      '0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16',
    )
    expect(computePairAddress({ ...pancake, tokenA: BUSD, tokenB: WBNB })).toBe(
      '0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16',
    )
    const tokenAddress = fc
      .bigInt({ min: 1n, max: 2n ** 160n - 1n })
      .map((value) => `0x${value.toString(16).padStart(40, '0')}`)
    fc.assert(
      fc.property(tokenAddress, tokenAddress, (a, b) => {
        fc.pre(a !== b)
        const [tokenA, tokenB] = [a, b].map((address) => new Token({ chainId: 56, address })) as [
          Token,
          Token,
        ]
        const reference = RefPair.getAddress(
          new RefToken(56, tokenA.address, 18, 'A'),
          new RefToken(56, tokenB.address, 18, 'B'),
        )
        expect(computePairAddress({ ...pancake, tokenA, tokenB })).toBe(reference)
      }),
      { numRuns: 100 },
    )
  })
})
