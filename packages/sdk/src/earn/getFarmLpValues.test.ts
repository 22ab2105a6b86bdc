import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Fraction } from '../amounts/fraction'
import { parseDecimal } from '../amounts/parseDecimal'
import { E18, USDC6, WBNB } from '../test/fixtures'
import { getFarmLpValues } from './getFarmLpValues'

const decimal = (value: string) => parseDecimal(value) as Fraction

describe('getFarmLpValues', () => {
  test('LP value from pair balances and the staked share', () => {
    const values = getFarmLpValues({
      tokenBalanceLP: CurrencyAmount.fromRawAmount(WBNB, 1000n * E18),
      quoteTokenBalanceLP: CurrencyAmount.fromRawAmount(USDC6, 300_000n * 10n ** 6n),
      lpTokenBalanceMC: 25n,
      lpTotalSupply: 100n,
      quoteTokenPriceUsd: decimal('0.999'),
    })
    expect(values.lpTokenRatio.toSignificant(2)).toBe('0.25')
    expect(values.tokenAmountMc.toSignificant(6)).toBe('250')
    expect(values.lpTotalInQuoteToken.toSignificant(6)).toBe('150000')
    expect(values.tokenPriceVsQuote?.toSignificant(6)).toBe('300')
    expect(values.liquidityUsd?.toFixed(2)).toBe('149850.00')
  })
})
