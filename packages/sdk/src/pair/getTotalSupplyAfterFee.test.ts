import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BUSD, E18, WBNB } from '../test/fixtures'
import { getLiquidityValue } from './getLiquidityValue'
import { getTotalSupplyAfterFee } from './getTotalSupplyAfterFee'
import { Pair } from './pair'

describe('getTotalSupplyAfterFee', () => {
  const empty = new Pair({
    reserveA: CurrencyAmount.fromRawAmount(WBNB, 0n),
    reserveB: CurrencyAmount.fromRawAmount(BUSD, 0n),
    address: '0x58F876857a02D6762E0101bb5C46A8c1ED44Dc16',
  })
  const lp = empty.liquidityToken

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
})
