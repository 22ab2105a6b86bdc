// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { createI18n } from '../../../i18n'
import { testCollection } from '../test/apiFixtures'
import { CollectionHeader } from './CollectionHeader'

afterEach(cleanup)

function renderHeader(onChain: boolean) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <MemoryRouter>
        <CollectionHeader collection={testCollection('Ghost Squad Official', { onChain })} />
      </MemoryRouter>
    </I18nextProvider>,
  )
}

test('a page the market has not registered on chain says so under its name', () => {
  renderHeader(false)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ghost Squad Official')
  expect(screen.getByText('Not registered on the Ghost market')).toBeTruthy()
})

test('a registered collection carries no such label', () => {
  renderHeader(true)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ghost Squad Official')
  expect(screen.queryByText('Not registered on the Ghost market')).toBeNull()
})
