import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BNB, E18, WBNB } from '../test/fixtures'
import { getWrapInputError } from './getWrapInputError'
import { WrapType } from './getWrapType'

describe('getWrapInputError', () => {
  test("'Insufficient BNB balance' / 'Insufficient WBNB balance'", () => {
    const one = (currency: typeof BNB | typeof WBNB) => CurrencyAmount.fromRawAmount(currency, E18)
    const two = (currency: typeof BNB | typeof WBNB) =>
      CurrencyAmount.fromRawAmount(currency, 2n * E18)
    expect(
      getWrapInputError({ wrapType: WrapType.WRAP, amount: two(BNB), balance: one(BNB) }),
    ).toBe('Insufficient BNB balance')
    expect(
      getWrapInputError({ wrapType: WrapType.UNWRAP, amount: two(WBNB), balance: undefined }),
    ).toBe('Insufficient WBNB balance')
    expect(
      getWrapInputError({ wrapType: WrapType.WRAP, amount: one(BNB), balance: one(BNB) }),
    ).toBeUndefined()
    expect(
      getWrapInputError({ wrapType: WrapType.WRAP, amount: undefined, balance: one(BNB) }),
    ).toBeUndefined()
    expect(
      getWrapInputError({ wrapType: WrapType.NOT_APPLICABLE, amount: two(BNB), balance: one(BNB) }),
    ).toBeUndefined()
  })
})
