// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, SearchInput } from './SearchInput'
import { SortSelect } from './SortSelect'
import { POOLS_PAGE_SIZE, useInfiniteCount } from './useInfiniteCount'

afterEach(cleanup)

describe('SearchInput', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('reports the text once typing pauses for 500 ms, not on every keystroke', () => {
    const onChange = vi.fn()
    render(
      <>
        <label htmlFor="q">Search</label>
        <SearchInput id="q" placeholder="Search Pools" onChange={onChange} />
      </>,
    )
    const field = screen.getByRole('searchbox', { name: 'Search' })
    fireEvent.input(field, { target: { value: 'us' } })
    act(() => void vi.advanceTimersByTime(300))
    fireEvent.input(field, { target: { value: 'usdt' } })
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(onChange).not.toHaveBeenCalled()
    act(() => void vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('usdt')
  })

  test('says nothing before the first keystroke', () => {
    const onChange = vi.fn()
    render(
      <>
        <label htmlFor="q">Search</label>
        <SearchInput id="q" placeholder="Search Pools" onChange={onChange} initialValue="cake" />
      </>,
    )
    act(() => void vi.advanceTimersByTime(2 * SEARCH_DEBOUNCE_MS))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'cake')
  })
})

const OPTIONS = [
  { value: 'hot', label: 'Hot' },
  { value: 'apr', label: 'APR' },
  { value: 'earned', label: 'Earned' },
] as const

function Sorted() {
  const [value, setValue] = useState<(typeof OPTIONS)[number]['value']>('hot')
  return (
    <>
      <p>outside</p>
      <SortSelect label="Sort by" options={OPTIONS} value={value} onChange={setValue} />
    </>
  )
}

describe('SortSelect', () => {
  test('shows the current choice; opens on click with the other options; picking one closes it', () => {
    render(<Sorted />)
    const button = screen.getByRole('button', { name: 'Sort by Hot' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: 'APR' })).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'APR',
      'Earned',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'APR' }))
    expect(screen.getByRole('button', { name: 'Sort by APR' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    expect(screen.queryAllByRole('listitem')).toEqual([])
  })

  test('any click outside closes it without a change', () => {
    render(<Sorted />)
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Hot' }))
    fireEvent.mouseDown(screen.getByText('outside'))
    expect(screen.queryAllByRole('listitem')).toEqual([])
    expect(screen.getByRole('button', { name: 'Sort by Hot' })).toBeTruthy()
  })
})

describe('useInfiniteCount', () => {
  /** A stand-in observer the test triggers by hand (jsdom has no layout, so none of its own). */
  const observers: { callback: IntersectionObserverCallback; connected: boolean }[] = []
  beforeEach(() => {
    observers.length = 0
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number]
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, connected: true }
          observers.push(this.entry)
        }
        observe() {}
        disconnect() {
          this.entry.connected = false
        }
      },
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function List({ total, resetKey }: { total: number; resetKey: string }) {
    const [count, sentinel] = useInfiniteCount(total, resetKey)
    return (
      <>
        <output aria-label="shown">{count}</output>
        {count < total ? <div ref={sentinel} /> : null}
      </>
    )
  }
  const scrollToEnd = () =>
    act(() => {
      const live = observers.filter((o) => o.connected).at(-1)
      live?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never)
    })
  const shown = () => screen.getByRole('status', { name: 'shown' }).textContent

  test('12 pools, then 12 more each time the end of the list shows, up to the total', () => {
    const { rerender } = render(<List total={30} resetKey="live" />)
    expect(POOLS_PAGE_SIZE).toBe(12)
    expect(shown()).toBe('12')
    scrollToEnd()
    expect(shown()).toBe('24')
    scrollToEnd()
    expect(shown()).toBe('30')
    // the whole list is out: nothing left to observe
    expect(observers.filter((o) => o.connected)).toEqual([])
    rerender(<List total={30} resetKey="finished" />)
    expect(shown()).toBe('12')
  })
})
