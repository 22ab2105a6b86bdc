import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BNB, E18, WBNB } from '../test/fixtures'
import { maxAmountSpend } from './maxAmountSpend'

describe('maxAmountSpend', () => {
  test('max leaves 0.01 BNB for gas, tokens in full', () => {
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(BNB, E18))?.toExact()).toBe('0.99')
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(BNB, 10n ** 15n))?.toExact()).toBe('0')
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(WBNB, E18))?.toExact()).toBe('1')
    expect(maxAmountSpend(undefined)).toBeUndefined()
  })
})
