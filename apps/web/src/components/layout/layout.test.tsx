// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test } from 'vitest'
import { createI18n } from '../../i18n'
import { EventTime } from './EventTime'
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

describe('EventTime', () => {
  test('an event at unix seconds: its ISO instant for machines, the medium date and short time to read', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n({ locale: 'de-DE', translations: {} })}>
        <EventTime seconds={1_700_000_000} />
      </I18nextProvider>,
    )
    const time = container.querySelector('time')
    expect(time?.dateTime).toBe('2023-11-14T22:13:20.000Z')
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(1_700_000_000_000),
      ),
    )
  })
})
