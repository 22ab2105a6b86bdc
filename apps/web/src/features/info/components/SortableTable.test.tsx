// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { createI18n } from '../../../i18n'
import { SortableTable } from './SortableTable'

afterEach(cleanup)

type Row = { name: string; tvl: number }
const rows: Row[] = Array.from({ length: 12 }, (_, index) => ({
  name: `P${String(index).padStart(2, '0')}`,
  tvl: (index * 7) % 12,
}))

function renderTable(list: Row[] = rows) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <SortableTable<Row>
        caption="Pools"
        rows={list}
        rowKey={(row) => row.name}
        initialSort={{ key: 'tvl', direction: 'descending' }}
        empty="No pools"
        columns={[
          { key: 'name', header: 'Pool', cell: (row) => row.name, sortValue: (row) => row.name },
          { key: 'tvl', header: 'Liquidity', cell: (row) => row.tvl, sortValue: (row) => row.tvl },
          { key: 'note', header: 'Note', cell: () => '-' },
        ]}
      />
    </I18nextProvider>,
  )
}

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

test('headers sort with buttons and say how through aria-sort; 10 rows a page', () => {
  renderTable()
  const liquidity = screen.getByRole('columnheader', { name: /Liquidity/ })
  expect(liquidity.getAttribute('aria-sort')).toBe('descending')
  expect(screen.getByRole('columnheader', { name: 'Note' }).querySelector('button')).toBeNull()
  expect(firstCells()).toHaveLength(10)
  expect(firstCells()[0]).toBe('P05') // tvl 11

  fireEvent.click(screen.getByRole('button', { name: /Pool/ }))
  const pool = screen.getByRole('columnheader', { name: /Pool/ })
  expect(pool.getAttribute('aria-sort')).toBe('descending')
  expect(liquidity.getAttribute('aria-sort')).toBeNull()
  expect(firstCells()[0]).toBe('P11')
  fireEvent.click(screen.getByRole('button', { name: /Pool/ }))
  expect(pool.getAttribute('aria-sort')).toBe('ascending')
  expect(firstCells()[0]).toBe('P00')

  expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true)
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
  expect(firstCells()).toEqual(['P10', 'P11'])
  expect(screen.getByText('Page 2 of 2')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true)
})

test('an empty table says so and has no pager', () => {
  renderTable([])
  expect(screen.getByRole('cell', { name: 'No pools' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull()
})
