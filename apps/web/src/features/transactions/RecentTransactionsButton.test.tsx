// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { createI18n } from '../../i18n'
import { RecentTransactionsToggle } from './RecentTransactionsButton'

afterEach(cleanup)

function renderToggle(pending: number) {
  const onOpen = vi.fn()
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <RecentTransactionsToggle pending={pending} onPreload={() => {}} onOpen={onOpen} />
    </I18nextProvider>,
  )
  return { onOpen, view }
}

test('the pending count is part of the button’s name, not a stray number', () => {
  const { onOpen } = renderToggle(1)
  const button = screen.getByRole('button', { name: 'Recent Transactions, 1 pending' })
  fireEvent.click(button)
  expect(onOpen).toHaveBeenCalledTimes(1)
  // the badge shows the count to the eye; assistive technology hears it once, in the name
  expect(button.textContent).toBe('1')
  expect(button.querySelector('.pending-badge')?.getAttribute('aria-hidden')).toBe('true')
})

test('counts go through the number formatter', () => {
  renderToggle(1200)
  expect(screen.getByRole('button', { name: 'Recent Transactions, 1,200 pending' })).toBeTruthy()
})

test('nothing pending: the plain name and no badge', () => {
  const { view } = renderToggle(0)
  const button = screen.getByRole('button', { name: 'Recent Transactions' })
  expect(button.textContent).toBe('')
  expect(view.container.querySelector('.pending-badge')).toBeNull()
})
