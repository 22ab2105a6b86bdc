import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BUSD, E18, WBNB } from '../test/fixtures'
import { getLiquidityMinted } from './getLiquidityMinted'
import { Pair } from './pair'

describe('getLiquidityMinted', () => {
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
})
