import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { USDT } from '../test/fixtures'
import { formatAmount } from './formatAmount'

const E18 = 10n ** 18n
/** Wei per 0.0001: the smallest change a balance shows. */
const STEP = 10n ** 14n
/** The wei a shown en-US figure stands for. */
const weiOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.')
  return BigInt(whole) * E18 + BigInt(fraction.padEnd(18, '0'))
}

describe('formatAmount', () => {
  test('significant digits per context, rounded down', () => {
    const amount = CurrencyAmount.fromRawAmount(USDT, 1_234_567_890_000_000_000n)
    expect(formatAmount(amount)).toBe('1.23456')
    // a balance keeps four decimals past its four significant digits
    expect(formatAmount(amount, 'balance')).toBe('1.2345')
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

  test('a million BNB less 1.0006 reads 999,998.9994, not 999,998 (issue 28)', () => {
    const balance = CurrencyAmount.fromRawAmount(USDT, 1_000_000n * E18 - 10_006n * STEP)
    expect(formatAmount(balance, 'balance')).toBe('999,998.9994')
  })

  // below a billion (compact from there), any change of 0.0001 or more shows
  const balances = fc.bigInt({ min: 0n, max: 10n ** 9n * E18 - 1n })
  test('property: a balance reads at most 0.0001 below what it is, never above', () => {
    fc.assert(
      fc.property(balances, (wei) => {
        const text = formatAmount(CurrencyAmount.fromRawAmount(USDT, wei), 'balance')
        if (text === '<0.0001') return wei > 0n && wei < STEP
        const shown = weiOf(text)
        return shown <= wei && wei - shown < STEP
      }),
    )
  })

  test('property: spending 0.0001 or more always changes the balance shown', () => {
    fc.assert(
      fc.property(balances, fc.bigInt({ min: STEP, max: 10n ** 6n * E18 }), (wei, spent) => {
        fc.pre(spent <= wei)
        const before = formatAmount(CurrencyAmount.fromRawAmount(USDT, wei), 'balance')
        const after = formatAmount(CurrencyAmount.fromRawAmount(USDT, wei - spent), 'balance')
        return before !== after
      }),
    )
  })
})
