import { describe, expect, test } from 'vitest'
import {
  formatSummaryAmount,
  getWrapInputError,
  normalizeAmountInput,
  parseBnbAmount,
} from './wrapRules'

const ether = 10n ** 18n

describe('amount input', () => {
  test.each([
    ['', ''],
    ['1', '1'],
    ['1.5', '1.5'],
    ['1,5', '1.5'],
    ['.5', '.5'],
    ['1.', '1.'],
    ['1.2.3', undefined],
    ['1,2,3', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    [' 1', undefined],
    ['1'.repeat(79), '1'.repeat(79)],
    ['1'.repeat(80), undefined],
  ])('%j → %j', (text, expected) => {
    expect(normalizeAmountInput(text)).toBe(expected)
  })

  test.each([
    ['1', ether],
    ['0.5', ether / 2n],
    ['1,25', (ether * 5n) / 4n],
    ['.000000000000000001', 1n],
    ['0.0000000000000000001', undefined],
    ['0', undefined],
    ['0.000', undefined],
    ['', undefined],
    ['.', undefined],
    ['abc', undefined],
  ])('parse %j → %s wei', (text, wei) => {
    expect(parseBnbAmount(text)).toBe(wei)
  })
})

describe('getWrapInputError', () => {
  test('asks for an amount first', () => {
    expect(getWrapInputError({ direction: 'wrap', amount: undefined, balance: 0n })).toBe(
      'Enter an amount',
    )
  })

  test('refuses more than the balance of the coin being given', () => {
    expect(getWrapInputError({ direction: 'wrap', amount: ether + 1n, balance: ether })).toBe(
      'Insufficient BNB balance',
    )
    expect(getWrapInputError({ direction: 'unwrap', amount: ether + 1n, balance: ether })).toBe(
      'Insufficient WBNB balance',
    )
  })

  test('accepts the whole balance, and an unknown balance', () => {
    expect(getWrapInputError({ direction: 'wrap', amount: ether, balance: ether })).toBeUndefined()
    expect(
      getWrapInputError({ direction: 'unwrap', amount: ether, balance: undefined }),
    ).toBeUndefined()
  })
})

test('summaries show 3 significant digits, rounded down, whole digits kept', () => {
  expect(formatSummaryAmount(ether)).toBe('1')
  expect(formatSummaryAmount((ether * 12345n) / 10000n)).toBe('1.23')
  expect(formatSummaryAmount((ether * 19999n) / 10000n)).toBe('1.99')
  expect(formatSummaryAmount(1234n * ether)).toBe('1,234')
  expect(formatSummaryAmount(1234n * ether, 'de-DE')).toBe('1.234')
  expect(formatSummaryAmount(1n)).toBe('<0.0001')
})
