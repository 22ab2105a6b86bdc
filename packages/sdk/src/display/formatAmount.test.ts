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
})
