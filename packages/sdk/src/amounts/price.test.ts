import { describe, expect, test } from 'vitest'
import { BNB, E18, USDC6, USDT, WBNB } from '../test/fixtures'
import { CurrencyAmount } from './currencyAmount'
import { Price } from './price'

describe('Price', () => {
  const price = Price.fromAmounts({
    baseAmount: CurrencyAmount.fromRawAmount(WBNB, 2n * E18),
    quoteAmount: CurrencyAmount.fromRawAmount(USDC6, 600_000_000n),
  })

  test('prints whole units across decimals and inverts', () => {
    expect(price.toSignificant()).toBe('300')
    expect(price.toFixed()).toBe('300.0000')
    expect(price.invert().toSignificant()).toBe('0.00333333')
    expect(price.invert().baseCurrency).toBe(USDC6)
    expect(price.invert().invert().equalTo(price)).toBe(true)
  })

  test('quotes the base currency', () => {
    expect(price.quote(CurrencyAmount.fromRawAmount(WBNB, E18)).quotient).toBe(300_000_000n)
    expect(() =>
      price.quote(
        CurrencyAmount.fromRawAmount(USDT, E18) as unknown as CurrencyAmount<typeof WBNB>,
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
      [CurrencyMismatchError: Currencies do not match

      Expected: 0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c
      Received: 0x55d398326f99059fF775485246999027B3197955
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('chains prices through a shared currency', () => {
    const usdcInUsdt = new Price({
      baseCurrency: USDC6,
      quoteCurrency: USDT,
      denominator: 1_000_000n,
      numerator: E18,
    })
    expect(price.multiply(usdcInUsdt).toSignificant()).toBe('300')
    expect(() => usdcInUsdt.multiply(usdcInUsdt as never)).toThrowErrorMatchingInlineSnapshot(`
      [CurrencyMismatchError: Currencies do not match

      Expected: 0x55d398326f99059fF775485246999027B3197955
      Received: 0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('native and wrapped prices are separate currencies with the same value', () => {
    const bnbPrice = new Price({
      baseCurrency: BNB,
      quoteCurrency: USDT,
      denominator: E18,
      numerator: 3n * E18,
    })
    expect(bnbPrice.toSignificant()).toBe('3')
    expect(bnbPrice.baseCurrency.isNative).toBe(true)
  })
})
