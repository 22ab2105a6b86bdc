import { CurrencyAmount, Percent } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { BurnField } from './burnState'
import { formatRemovePercent, getRemoveAmounts } from './getRemoveAmounts'
import { BNB, lp, USDT, WBNB, WBNB_USDT } from './testFixtures'

// Supply 10,000 LP; the wallet holds 100 LP = 1% = 10 WBNB + 6,000 USDT.
const base = {
  pair: WBNB_USDT,
  currencyA: BNB,
  currencyB: USDT,
  totalSupply: lp(WBNB_USDT, '10000'),
  userLiquidity: lp(WBNB_USDT, '100'),
}

describe('getRemoveAmounts', () => {
  test('by percent: 50% burns half the LP and returns half of each pooled amount', () => {
    const result = getRemoveAmounts({
      ...base,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    })
    expect(result.percent.toFixed(0)).toBe('50')
    expect(result.liquidity?.toExact()).toBe('50')
    expect(result.amountA?.currency).toBe(BNB)
    expect(result.amountA?.toExact()).toBe('5')
    expect(result.amountB?.toExact()).toBe('3000')
    expect(result.pooledA?.toExact()).toBe('10')
    expect(result.pooledB?.toExact()).toBe('6000')
  })

  test('route order decides A and B, WBNB stays WBNB', () => {
    const result = getRemoveAmounts({
      ...base,
      currencyA: USDT,
      currencyB: WBNB,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '100' },
    })
    expect(result.amountA?.toExact()).toBe('6000')
    expect(result.amountB?.currency).toBe(WBNB)
    expect(result.amountB?.toExact()).toBe('10')
  })

  test('by LP amount or by a token amount', () => {
    const byLp = getRemoveAmounts({
      ...base,
      state: { independentField: BurnField.LIQUIDITY, typedValue: '25' },
    })
    expect(byLp.percent.toFixed(0)).toBe('25')
    expect(byLp.amountB?.toExact()).toBe('1500')
    const byB = getRemoveAmounts({
      ...base,
      state: { independentField: BurnField.CURRENCY_B, typedValue: '1500' },
    })
    expect(byB.liquidity?.toExact()).toBe('25')
    expect(byB.amountA?.toExact()).toBe('2.5')
    const byA = getRemoveAmounts({
      ...base,
      state: { independentField: BurnField.CURRENCY_A, typedValue: '2.5' },
    })
    expect(byA.amountB?.toExact()).toBe('1500')
  })

  test('more than the wallet holds, 0%, or nonsense removes nothing', () => {
    for (const state of [
      { independentField: BurnField.LIQUIDITY, typedValue: '100.1' },
      { independentField: BurnField.CURRENCY_B, typedValue: '6000.01' },
      { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '0' },
      { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '101' },
      { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '5.5' },
    ] as const) {
      const result = getRemoveAmounts({ ...base, state })
      expect(result.percent.equalTo(0n)).toBe(true)
      expect(result.liquidity).toBeUndefined()
      expect(result.amountA).toBeUndefined()
    }
  })

  test('without a wallet balance there is nothing pooled', () => {
    const result = getRemoveAmounts({
      ...base,
      userLiquidity: undefined,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    })
    expect(result.pooledA).toBeUndefined()
    expect(result.liquidity).toBeUndefined()
  })

  test('amounts round down to base units', () => {
    const result = getRemoveAmounts({
      ...base,
      userLiquidity: CurrencyAmount.fromRawAmount(WBNB_USDT.liquidityToken, 3n),
      totalSupply: CurrencyAmount.fromRawAmount(WBNB_USDT.liquidityToken, parseEther('10000')),
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    })
    expect(result.liquidity?.quotient).toBe(1n)
  })
})

test('formatRemovePercent', () => {
  expect(formatRemovePercent(new Percent(0n))).toBe('0')
  expect(formatRemovePercent(new Percent(1n, 1000n))).toBe('<1')
  expect(formatRemovePercent(new Percent(1n, 4n))).toBe('25')
  expect(formatRemovePercent(new Percent(1n, 1n))).toBe('100')
})
