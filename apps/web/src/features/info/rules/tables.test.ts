import { expect, test } from 'vitest'
import { getPage, nextSort, sortRows } from './tables'

const rows = [
  { name: 'b', tvl: 5n },
  { name: 'a', tvl: 7n },
  { name: 'c', tvl: 5n },
]

test('sorts by a column either way, ties keeping the API order', () => {
  const byTvl = (direction: 'ascending' | 'descending') =>
    sortRows(rows, { key: 'tvl', direction }, (row, key) => row[key as 'tvl']).map((r) => r.name)
  expect(byTvl('descending')).toEqual(['a', 'b', 'c'])
  expect(byTvl('ascending')).toEqual(['b', 'c', 'a'])
  expect(
    sortRows(rows, { key: 'name', direction: 'ascending' }, (row) => row.name).map((r) => r.name),
  ).toEqual(['a', 'b', 'c'])
})

test('a click flips the sorted column; a new column starts biggest first', () => {
  expect(nextSort({ key: 'tvl', direction: 'descending' }, 'tvl')).toEqual({
    key: 'tvl',
    direction: 'ascending',
  })
  expect(nextSort({ key: 'tvl', direction: 'ascending' }, 'volume')).toEqual({
    key: 'volume',
    direction: 'descending',
  })
})

test('pages of 10, clamped to the pages that exist', () => {
  const many = Array.from({ length: 23 }, (_, index) => index)
  expect(getPage(many, 1)).toEqual({ rows: many.slice(0, 10), page: 1, pageCount: 3 })
  expect(getPage(many, 3).rows).toEqual([20, 21, 22])
  expect(getPage(many, 9).page).toBe(3)
  expect(getPage(many, 0).page).toBe(1)
  expect(getPage([], 2)).toEqual({ rows: [], page: 1, pageCount: 1 })
})
