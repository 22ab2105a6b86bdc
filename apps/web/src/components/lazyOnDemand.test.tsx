// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { createI18n } from '../i18n'
import { lazyOnDemand, OnDemand } from './lazyOnDemand'
import { CHUNK_RELOAD_KEY } from './lazyPage'

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
  vi.restoreAllMocks()
})

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

test('preloading many times loads the chunk once, and the component renders from it', async () => {
  const load = vi.fn(async () => Greeting)
  const LazyGreeting = lazyOnDemand(load)
  LazyGreeting.preload()
  LazyGreeting.preload()
  render(
    <OnDemand>
      <LazyGreeting name="Ghost" />
    </OnDemand>,
  )
  expect(await screen.findByText('Hello Ghost')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a chunk that cannot load shows an alert in its place, and the next preload asks again', async () => {
  // The page already reloaded once for a stale chunk: this failure is a real one.
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const load = vi.fn(
    (): Promise<typeof Greeting> =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
  )
  const LazyGreeting = lazyOnDemand(load)
  render(
    <I18nextProvider i18n={createI18n()}>
      <p>Page</p>
      <OnDemand>
        <LazyGreeting name="Ghost" />
      </OnDemand>
    </I18nextProvider>,
  )
  expect((await screen.findByRole('alert')).textContent).toBe('Error occurred, please try again')
  expect(screen.getByText('Page')).toBeTruthy()
  LazyGreeting.preload()
  expect(load).toHaveBeenCalledTimes(2)
})
