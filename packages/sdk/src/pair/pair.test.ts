import { CurrencyAmount as RefCurrencyAmount, Token as RefToken } from '@pancakeswap/swap-sdk-core'
import { Pair as RefPair } from '@pancakeswap/v2-sdk'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Token } from '../currencies/token'
import { BUSD, CAKE, E18, makePair, USDC6, USDT, WBNB } from '../test/fixtures'
import { computePairAddress } from './computePairAddress'
import { getDepositPoolShare } from './getDepositPoolShare'
import { getInputAmount } from './getInputAmount'
import { getLiquidityMinted } from './getLiquidityMinted'
import { getLiquidityValue } from './getLiquidityValue'
import { getOutputAmount } from './getOutputAmount'
import { getPooledAmounts } from './getPooledAmounts'
import { getPoolShare } from './getPoolShare'
import { getTotalSupplyAfterFee } from './getTotalSupplyAfterFee'
import { Pair } from './pair'
import { sqrt } from './sqrt'

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

  test('square root rounds down', () => {
    expect([0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n].map(sqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 3n, 4n, 4n])
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), (value) => {
        const root = sqrt(value)
        expect(root * root <= value && (root + 1n) * (root + 1n) > value).toBe(true)
      }),
    )
  })
})

describe('liquidity', () => {
  const empty = new Pair({
    reserveA: CurrencyAmount.fromRawAmount(WBNB, 0n),
    reserveB: CurrencyAmount.fromRawAmount(BUSD, 0n),
    address: '0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16',
  })
  const lp = empty.liquidityToken

  test('first deposit mints sqrt(a·b) − MINIMUM_LIQUIDITY', () => {
    const minted = getLiquidityMinted(empty, {
      totalSupply: CurrencyAmount.fromRawAmount(lp, 0n),
      amountA: CurrencyAmount.fromRawAmount(BUSD, 400n * E18),
      amountB: CurrencyAmount.fromRawAmount(WBNB, E18),
    })
    expect(minted.quotient).toBe(20n * E18 - 1000n)
    expect(() =>
      getLiquidityMinted(empty, {
        totalSupply: CurrencyAmount.fromRawAmount(lp, 0n),
        amountA: CurrencyAmount.fromRawAmount(BUSD, 1000n),
        amountB: CurrencyAmount.fromRawAmount(WBNB, 1000n),
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InsufficientInputAmountError: Insufficient input amount
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('later deposits mint the smaller share; pooled amounts and share of pool', () => {
    const pair = empty.withReserves(
      CurrencyAmount.fromRawAmount(BUSD, 400n * E18),
      CurrencyAmount.fromRawAmount(WBNB, E18),
    )
    const totalSupply = CurrencyAmount.fromRawAmount(lp, 20n * E18)
    const minted = getLiquidityMinted(pair, {
      totalSupply,
      amountA: CurrencyAmount.fromRawAmount(WBNB, E18 / 10n),
      amountB: CurrencyAmount.fromRawAmount(BUSD, 50n * E18),
    })
    expect(minted.quotient).toBe(2n * E18)
    expect(getDepositPoolShare({ liquidityMinted: minted, totalSupply }).toSignificant(4)).toBe(
      '9.091',
    )
    const liquidity = CurrencyAmount.fromRawAmount(lp, 5n * E18)
    const { amount0, amount1 } = getPooledAmounts(pair, { totalSupply, liquidity })
    expect([amount0.currency, amount0.toExact(), amount1.currency, amount1.toExact()]).toEqual([
      WBNB,
      '0.25',
      BUSD,
      '100',
    ])
    expect(getPoolShare({ liquidity, totalSupply })?.toFixed(2)).toBe('25.00')
    expect(getPoolShare({ liquidity: totalSupply, totalSupply: liquidity })).toBeUndefined()
    expect(() =>
      getLiquidityValue(pair, { token: WBNB, totalSupply: liquidity, liquidity: totalSupply }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidLiquidityError: Invalid liquidity amount

      Liquidity exceeds the total supply
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('the protocol fee adds 8/25 of √k growth to the supply, as GhostPair _mintFee', () => {
    const pair = empty.withReserves(
      CurrencyAmount.fromRawAmount(BUSD, 441n * E18),
      CurrencyAmount.fromRawAmount(WBNB, E18),
    )
    // √k grew from 20e18 to 21e18: fee = S·(21−20)·8 / (17·21 + 8·20) = S·8/517
    const kLast = 400n * E18 * E18
    const supply = 20n * E18
    expect(getTotalSupplyAfterFee(pair, { totalSupply: supply, kLast })).toBe(
      supply + (supply * 8n * E18) / (17n * 21n * E18 + 8n * 20n * E18),
    )
    expect(getTotalSupplyAfterFee(pair, { totalSupply: supply, kLast: 0n })).toBe(supply)
    const value = getLiquidityValue(pair, {
      token: WBNB,
      totalSupply: CurrencyAmount.fromRawAmount(lp, supply),
      liquidity: CurrencyAmount.fromRawAmount(lp, supply),
      kLast,
    })
    expect(value.quotient).toBeLessThan(E18)
  })

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

  test('pairs of tokens on one chain only', () => {
    expect(() => makePair(USDT, 1n, new Token({ chainId: 97, address: WBNB.address }), 1n)).toThrow(
      'Tokens are on different chains',
    )
  })
})
