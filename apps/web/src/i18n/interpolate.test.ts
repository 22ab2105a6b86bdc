import { describe, expect, test } from 'vitest'
import { createI18n } from './i18n'
import { interpolate } from './interpolate'

describe('interpolate', () => {
  test.each([
    ['Insufficient %symbol% balance', { symbol: 'BNB' }, 'Insufficient BNB balance'],
    [
      'Set slippage to 12% or more for %symbol%',
      { symbol: 'TAX' },
      'Set slippage to 12% or more for TAX',
    ],
    [
      '%symbol% burns 10% of every transfer: set your slippage tolerance to 12% or more to trade it.',
      { symbol: 'TAX' },
      'TAX burns 10% of every transfer: set your slippage tolerance to 12% or more to trade it.',
    ],
    ['this pool’s %fee%% performance fee', { fee: 2 }, 'this pool’s 2% performance fee'],
    ['%a% and %b% and %a%', { a: 1, b: 'x' }, '1 and x and 1'],
    ['Swap failed: %message%', { message: 'nonce %too% low' }, 'Swap failed: nonce %too% low'],
    ['%amount% WBNB', { amount: 0 }, '0 WBNB'],
    ['Missing %name%', {}, 'Missing %name%'],
    ['Missing %toString%', {}, 'Missing %toString%'],
    ['No values %x%', undefined, 'No values %x%'],
  ])('%j with %j → %j', (text, values, expected) => {
    expect(interpolate(text, values)).toBe(expected)
  })
})

test('i18next leaves placeholders to interpolate: it returns the stored text untouched', () => {
  const i18n = createI18n({
    locale: 'zh-CN',
    translations: {
      'Set slippage to 12% or more for %symbol%': '请为 %symbol% 设置 12% 或更高的滑点',
    },
  })
  const text = i18n.t('Set slippage to 12% or more for %symbol%')
  expect(text).toBe('请为 %symbol% 设置 12% 或更高的滑点')
  expect(interpolate(text, { symbol: 'TAX' })).toBe('请为 TAX 设置 12% 或更高的滑点')
  expect(i18n.t('Not translated 5% %x%')).toBe('Not translated 5% %x%')
})
