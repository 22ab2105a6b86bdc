// @vitest-environment jsdom
import { CurrencyAmount, Percent, Token } from '@ghost/sdk'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { createI18n } from '../i18n'
import { FormattedNumber, type NumberKind } from './FormattedNumber'

afterEach(cleanup)

const USDT = new Token({
  chainId: 1337,
  address: '0x55d398326f99059fF775485246999027B3197955',
  decimals: 18,
  symbol: 'USDT',
})

function renderIn(
  locale: string,
  value: Parameters<typeof FormattedNumber>[0]['value'],
  kind: NumberKind,
) {
  render(
    <I18nextProvider i18n={createI18n({ locale, translations: {} })}>
      <p data-testid="figure">
        <FormattedNumber value={value} kind={kind} />
      </p>
    </I18nextProvider>,
  )
  const figure = screen.getByTestId('figure').firstElementChild
  return { text: figure?.textContent, title: figure?.getAttribute('title') }
}

test("a balance in the app's language, every digit in the title", () => {
  const balance = CurrencyAmount.fromRawAmount(USDT, 999_900_123_456_000_000_000_000n)
  expect(renderIn('en-US', balance, 'balance')).toEqual({
    // four decimals kept: spending 0.0001 changes what the balance reads (issue 28)
    text: '999,900.1234',
    title: '999,900.123456',
  })
  cleanup()
  expect(renderIn('de-DE', balance, 'balance')).toEqual({
    text: '999.900,1234',
    title: '999.900,123456',
  })
})

test('an APR of 10^30 is capped and its title keeps it whole', () => {
  const { text, title } = renderIn('en-US', new Percent(10n ** 30n), 'apr')
  expect(text).toBe('>10,000%')
  expect(title?.replaceAll(',', '')).toBe(`1${'0'.repeat(32)}%`)
})

test("issue 28: the demo world's 213,881.11% APR reads '>10,000%', every digit in the title", () => {
  const { text, title } = renderIn('en-US', new Percent(21_388_111n, 10_000n), 'apr')
  expect(text).toBe('>10,000%')
  expect(title).toBe('213,881.11%')
  cleanup()
  expect(renderIn('en-US', new Percent(10_712n, 10_000n), 'apr').text).toBe('107.12%')
})
