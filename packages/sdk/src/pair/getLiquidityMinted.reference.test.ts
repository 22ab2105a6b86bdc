import { CurrencyAmount as RefCurrencyAmount, Token as RefToken } from '@pancakeswap/swap-sdk-core'
import { Pair as RefPair } from '@pancakeswap/v2-sdk'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BUSD, WBNB } from '../test/fixtures'
import { getLiquidityMinted } from './getLiquidityMinted'
import { getLiquidityValue } from './getLiquidityValue'
import { Pair } from './pair'

describe('liquidity', () => {
  test('minted liquidity and liquidity value equal the reference SDK', () => {
    const refA = new RefToken(56, WBNB.address, 18, 'WBNB')
    const refB = new RefToken(56, BUSD.address, 18, 'BUSD')
    const reserve = fc.bigInt({ min: 1n, max: 2n ** 100n })
    fc.assert(
      fc.property(
        reserve,
        reserve,
        reserve,
        reserve,
        fc.bigInt({ min: 0n, max: 2n ** 100n }),
        (r0, r1, a0, a1, supply) => {
          const ours = new Pair({
            reserveA: CurrencyAmount.fromRawAmount(WBNB, r0),
            reserveB: CurrencyAmount.fromRawAmount(BUSD, r1),
            address: '0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16',
          })
          const reference = new RefPair(
            RefCurrencyAmount.fromRawAmount(refA, r0),
            RefCurrencyAmount.fromRawAmount(refB, r1),
          )
          const run = (f: () => bigint) => {
            try {
              return f()
            } catch (error) {
              return (error as Error).name
            }
          }
          expect(
            run(
              () =>
                getLiquidityMinted(ours, {
                  totalSupply: CurrencyAmount.fromRawAmount(ours.liquidityToken, supply),
                  amountA: CurrencyAmount.fromRawAmount(WBNB, a0),
                  amountB: CurrencyAmount.fromRawAmount(BUSD, a1),
                }).quotient,
            ),
          ).toBe(
            run(
              () =>
                reference.getLiquidityMinted(
                  RefCurrencyAmount.fromRawAmount(reference.liquidityToken, supply),
                  RefCurrencyAmount.fromRawAmount(refA, a0),
                  RefCurrencyAmount.fromRawAmount(refB, a1),
                ).quotient,
            ),
          )
          const held = supply === 0n ? 0n : a0 % (supply + 1n)
          expect(
            getLiquidityValue(ours, {
              token: BUSD,
              totalSupply: CurrencyAmount.fromRawAmount(ours.liquidityToken, supply),
              liquidity: CurrencyAmount.fromRawAmount(ours.liquidityToken, held),
            }).quotient,
          ).toBe(
            reference.getLiquidityValue(
              refB,
              RefCurrencyAmount.fromRawAmount(reference.liquidityToken, supply),
              RefCurrencyAmount.fromRawAmount(reference.liquidityToken, held),
            ).quotient,
          )
        },
      ),
      { numRuns: 500 },
    )
  })
})
