// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { List } from './List'
import { getScrollerMore } from './Scroller'

afterEach(cleanup)

describe('List', () => {
  const rows = [{ id: 1, name: 'Ghost Squad #2', price: '0.9 BNB' }]

  test('each cell carries its header for the phone layout; a row header names the row', () => {
    render(
      <List
        caption="Transaction history"
        captionHidden
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', header: 'Item', rowHeader: true, cell: (row) => row.name },
          { key: 'price', header: 'Price', align: 'end', cell: (row) => row.price },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Transaction history' })
    expect(table.querySelector('caption')?.className).toBe('visually-hidden')
    const row = within(table).getAllByRole('row')[1] as HTMLElement
    expect(within(row).getByRole('rowheader').textContent).toBe('Ghost Squad #2')
    const price = within(row).getByRole('cell')
    expect(price.dataset.label).toBe('Price')
    expect(price.className).toBe('ui-list-end')
    expect(screen.getByRole('columnheader', { name: 'Price' }).className).toBe('ui-list-end')
  })
})

describe('getScrollerMore', () => {
  test('which ends hide content, in reading order (right to left scrolls negative)', () => {
    expect(getScrollerMore({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBe('none')
    expect(getScrollerMore({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toBe('end')
    expect(getScrollerMore({ scrollLeft: 100, scrollWidth: 600, clientWidth: 300 })).toBe('both')
    expect(getScrollerMore({ scrollLeft: 300, scrollWidth: 600, clientWidth: 300 })).toBe('start')
    expect(getScrollerMore({ scrollLeft: -300, scrollWidth: 600, clientWidth: 300 })).toBe('start')
    expect(getScrollerMore({ scrollLeft: -100, scrollWidth: 600, clientWidth: 300 })).toBe('both')
  })
})
