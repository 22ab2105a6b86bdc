// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createI18n } from '../../i18n'
import { ToastProvider, type ToastsApi, useToast } from './ToastProvider'
import { TOAST_ANIMATION_MS, TOAST_LIFE_MS } from './toastRules'

let toasts: ToastsApi

function Grab() {
  toasts = useToast()
  return null
}

function setup() {
  render(
    <I18nextProvider i18n={createI18n()}>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </I18nextProvider>,
  )
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('toasts', () => {
  test('success and info are statuses, error and warning alerts, named by their titles', () => {
    const region = setup()
    act(() => {
      toasts.toastSuccess('Staked!', 'Your funds have been staked in the pool')
      toasts.toastInfo('Heads up')
      toasts.toastError('Error', 'Please try again.')
      toasts.toastWarning('Careful')
    })
    expect(region.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Heads up',
      'Staked!Your funds have been staked in the pool',
    ])
    expect(region.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      'Careful',
      'Error' + 'Please try again.',
    ])
    const staked = region.getByRole('status', { name: 'Staked!' })
    expect(
      document.getElementById(staked.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Your funds have been staked in the pool')
  })

  test('stacks the newest on top: 80 px from the top, then 24 px apart', () => {
    const region = setup()
    act(() => {
      toasts.toastSuccess('First')
      toasts.toastSuccess('Second')
      toasts.toastSuccess('Third')
    })
    expect(
      region.getAllByRole('status').map((toast) => [toast.textContent, toast.style.top]),
    ).toEqual([
      ['Third', '80px'],
      ['Second', '104px'],
      ['First', '128px'],
    ])
  })

  test('a toast with the same title replaces the old one, moves to the top and lives again', () => {
    const region = setup()
    act(() => toasts.toastSuccess('Transaction receipt', 'first'))
    act(() => vi.advanceTimersByTime(5000))
    act(() => toasts.toastInfo('Other'))
    act(() => toasts.toastError('Transaction receipt', 'second'))
    expect(region.queryByRole('status', { name: 'Transaction receipt' })).toBeNull()
    const replaced = region.getByRole('alert', { name: 'Transaction receipt' })
    expect(replaced.textContent).toBe('Transaction receipt' + 'second')
    expect(replaced.style.top).toBe('80px')
    // The old toast would have left at 6000 ms; the replacement has its own 6000 ms.
    act(() => vi.advanceTimersByTime(TOAST_LIFE_MS - 1))
    expect(region.queryByRole('alert', { name: 'Transaction receipt' })).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS))
    expect(region.queryByRole('alert', { name: 'Transaction receipt' })).toBeNull()
  })

  test('leaves after 6000 ms (plus the 250 ms leave animation)', () => {
    const region = setup()
    act(() => toasts.toastSuccess('Harvested!'))
    act(() => vi.advanceTimersByTime(TOAST_LIFE_MS - 1))
    expect(region.getByRole('status', { name: 'Harvested!' }).dataset.leaving).toBeUndefined()
    act(() => vi.advanceTimersByTime(1))
    expect(region.getByRole('status', { name: 'Harvested!' }).dataset.leaving).toBe('true')
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS))
    expect(region.queryByRole('status')).toBeNull()
  })

  test('hover pauses the clock; leaving the toast starts a full new one', () => {
    const region = setup()
    act(() => toasts.toastSuccess('Harvested!'))
    const toast = region.getByRole('status', { name: 'Harvested!' })
    act(() => vi.advanceTimersByTime(5000))
    fireEvent.mouseEnter(toast)
    act(() => vi.advanceTimersByTime(60_000))
    expect(toast.dataset.leaving).toBeUndefined()
    fireEvent.mouseLeave(toast)
    act(() => vi.advanceTimersByTime(TOAST_LIFE_MS - 1))
    expect(toast.dataset.leaving).toBeUndefined()
    act(() => vi.advanceTimersByTime(1))
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS))
    expect(region.queryByRole('status')).toBeNull()
  })

  test('keyboard focus inside a toast pauses it too', () => {
    const region = setup()
    act(() => toasts.toastError('Error'))
    const close = region.getByRole('button', { name: 'Close' })
    act(() => close.focus())
    act(() => vi.advanceTimersByTime(60_000))
    expect(region.getByRole('alert', { name: 'Error' }).dataset.leaving).toBeUndefined()
    act(() => close.blur())
    act(() => vi.advanceTimersByTime(TOAST_LIFE_MS))
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS))
    expect(region.queryByRole('alert')).toBeNull()
  })

  test('Close removes one toast; remove(id) and clear() act at once', () => {
    const region = setup()
    act(() => {
      toasts.toastSuccess('One')
      toasts.toastSuccess('Two words')
      toasts.toastSuccess('Three')
    })
    fireEvent.click(
      within(region.getByRole('status', { name: 'One' })).getByRole('button', { name: 'Close' }),
    )
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS))
    expect(region.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Three',
      'Two words',
    ])
    act(() => toasts.remove('two-words'))
    expect(region.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Three'])
    act(() => toasts.clear())
    expect(region.queryAllByRole('status')).toEqual([])
  })

  test("useToast outside the provider throws 'Toasts context undefined'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Grab />)).toThrowErrorMatchingInlineSnapshot(
      `[ToastsContextUndefinedError: Toasts context undefined]`,
    )
  })
})
