import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BUSD, E18, WBNB } from '../test/fixtures'
import { getDepositPoolShare } from './getDepositPoolShare'
import { getLiquidityMinted } from './getLiquidityMinted'
import { getLiquidityValue } from './getLiquidityValue'
import { getPooledAmounts } from './getPooledAmounts'
import { getPoolShare } from './getPoolShare'
import { Pair } from './pair'

describe('getPooledAmounts', () => {
  const empty = new Pair({
    reserveA: CurrencyAmount.fromRawAmount(WBNB, 0n),
    reserveB: CurrencyAmount.fromRawAmount(BUSD, 0n),
    address: '0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16',
  })
  const lp = empty.liquidityToken

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
})
