// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { createI18n } from '../../../i18n'
import { QueryState } from './QueryState'

afterEach(cleanup)

function renderState(query: { data: string | undefined; isError: boolean }) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>
    </I18nextProvider>,
  )
}

test("a failed query reads 'Error fetching data' (spec §8)", () => {
  renderState({ data: undefined, isError: true })
  expect(screen.getByRole('alert').textContent).toBe('Error fetching data')
})

test('figures already shown stay through a failed refresh', () => {
  renderState({ data: '$12.00', isError: true })
  expect(screen.getByText('$12.00')).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('loading is marked busy until the data comes', () => {
  renderState({ data: undefined, isError: false })
  expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true')
})
