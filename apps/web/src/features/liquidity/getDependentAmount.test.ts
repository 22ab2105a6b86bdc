import { CurrencyAmount, tryParseAmount } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { getDependentAmount } from './getDependentAmount'
import { BNB, CAKE, USDT, WBNB, WBNB_USDT } from './testFixtures'

const amount = (value: string, currency: Parameters<typeof tryParseAmount>[1]) => {
  const parsed = tryParseAmount(value, currency)
  if (!parsed) throw new Error(`bad amount ${value}`)
  return parsed
}

describe('getDependentAmount', () => {
  test('an existing pool quotes the other side at its mid price', () => {
    const result = getDependentAmount({
      independentAmount: amount('1.5', WBNB),
      dependentCurrency: USDT,
      pair: WBNB_USDT,
      noLiquidity: false,
      otherTypedValue: '999',
    })
    expect(result?.currency).toBe(USDT)
    expect(result?.toExact()).toBe('900')
  })

  test('BNB on either side is priced through WBNB and the result stays in BNB', () => {
    const bnbForUsdt = getDependentAmount({
      independentAmount: amount('600', USDT),
      dependentCurrency: BNB,
      pair: WBNB_USDT,
      noLiquidity: false,
      otherTypedValue: '',
    })
    expect(bnbForUsdt?.currency).toBe(BNB)
    expect(bnbForUsdt?.toExact()).toBe('1')
    expect(
      getDependentAmount({
        independentAmount: amount('2', BNB),
        dependentCurrency: USDT,
        pair: WBNB_USDT,
        noLiquidity: false,
        otherTypedValue: '',
      })?.toExact(),
    ).toBe('1200')
  })

  test('the quote rounds down to a base unit', () => {
    // 1 wei of USDT buys 1/600 wei of WBNB: nothing.
    const result = getDependentAmount({
      independentAmount: CurrencyAmount.fromRawAmount(USDT, 1n),
      dependentCurrency: WBNB,
      pair: WBNB_USDT,
      noLiquidity: false,
      otherTypedValue: '',
    })
    expect(result?.quotient).toBe(0n)
  })

  test('a new pool takes what the user typed on the other side', () => {
    expect(
      getDependentAmount({
        independentAmount: amount('1', WBNB),
        dependentCurrency: CAKE,
        pair: null,
        noLiquidity: true,
        otherTypedValue: '250',
      })?.toExact(),
    ).toBe('250')
    expect(
      getDependentAmount({
        independentAmount: amount('1', WBNB),
        dependentCurrency: CAKE,
        pair: null,
        noLiquidity: true,
        otherTypedValue: '',
      }),
    ).toBeUndefined()
  })

  test('nothing without an amount, a pair or a currency of the pair', () => {
    const base = {
      independentAmount: amount('1', WBNB),
      dependentCurrency: USDT,
      pair: WBNB_USDT,
      noLiquidity: false,
      otherTypedValue: '',
    }
    expect(getDependentAmount({ ...base, independentAmount: undefined })).toBeUndefined()
    expect(getDependentAmount({ ...base, pair: null })).toBeUndefined()
    expect(getDependentAmount({ ...base, dependentCurrency: undefined })).toBeUndefined()
    expect(getDependentAmount({ ...base, dependentCurrency: CAKE })).toBeUndefined()
  })
})
