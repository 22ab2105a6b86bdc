import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { USDT } from '../test/fixtures'
import { formatAmount } from './formatAmount'

describe('formatAmount', () => {
  test('significant digits per context, rounded down', () => {
    const amount = CurrencyAmount.fromRawAmount(USDT, 1_234_567_890_000_000_000n)
    expect(formatAmount(amount)).toBe('1.23456')
    expect(formatAmount(amount, 'balance')).toBe('1.234')
    expect(formatAmount(amount, 'transactionSummary')).toBe('1.23')
    expect(formatAmount(amount, 'rateLine')).toBe('1.234')
    expect(formatAmount(amount, 'pooledAmount')).toBe('1.23456')
  })

  test('grouped in the locale, whole digits kept, dust and huge amounts bounded', () => {
    const balance = CurrencyAmount.fromRawAmount(USDT, 999_900n * 10n ** 18n)
    expect(formatAmount(balance, 'balance')).toBe('999,900')
    expect(formatAmount(balance, 'balance', 'de-DE')).toBe('999.900')
    expect(formatAmount(CurrencyAmount.fromRawAmount(USDT, 1n), 'balance')).toBe('<0.0001')
    expect(formatAmount(CurrencyAmount.fromRawAmount(USDT, 10n ** 48n), 'amount')).toBe('>999.9T')
  })
})
