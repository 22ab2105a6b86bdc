// @vitest-environment jsdom
import { calculateNftFees } from '@ghost/sdk'
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { createI18n } from '../../../i18n'
import { FeeBreakdownTable } from './tradeParts'

afterEach(cleanup)

function renderIn(locale: string, node: React.ReactNode) {
  render(<I18nextProvider i18n={createI18n({ locale, translations: {} })}>{node}</I18nextProvider>)
}

const breakdown = calculateNftFees(1_234_567_890_123_456_789n, {
  tradingFee: 200n,
  ghostPotFee: 50n,
  creatorFee: 500n,
  refererFee: 100n,
})

test('every row with every digit, in the app language, the last one what the seller receives', () => {
  renderIn('en-US', <FeeBreakdownTable breakdown={breakdown} receiver="seller" />)
  const table = screen.getByRole('table', { name: 'Fee breakdown' })
  const rows = within(table).getAllByRole('row')
  expect(rows.map((row) => row.textContent)).toEqual([
    'Platform fee0.037037036703703702 BNB',
    'Ghost pot fee0.006172839450617283 BNB',
    'Royalty0.061728394506172839 BNB',
    'Seller receives1.129629619462962965 BNB',
  ])
})

test("another language's digits and the seller's own wording", () => {
  renderIn('de-DE', <FeeBreakdownTable breakdown={breakdown} receiver="you" />)
  expect(screen.getByRole('row', { name: /You receive/ }).textContent).toBe(
    'You receive1,129629619462962965 BNB',
  )
})

test('while the rates load it says so instead of a table', () => {
  renderIn('en-US', <FeeBreakdownTable breakdown={undefined} receiver="seller" />)
  expect(screen.queryByRole('table')).toBeNull()
  expect(screen.getByText('Loading fees…')).toBeTruthy()
})
