/** Sorting and paging of the Info tables (10 rows a page, prev/next as the Pancake Info has). */

export type SortDirection = 'ascending' | 'descending'
export type SortState<Key extends string> = { key: Key; direction: SortDirection }

export type SortValue = bigint | number | string

/**
 * Rows sorted by one column; ties keep their input order (the API's rank), so a table does not
 * reshuffle equal rows on every click.
 */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  { key, direction }: SortState<Key>,
  sortValue: (row: Row, key: Key) => SortValue,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, key) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'string' && typeof b.value === 'string'
          ? a.value.localeCompare(b.value)
          : a.value < b.value
            ? -1
            : a.value > b.value
              ? 1
              : 0
      return order * sign || a.index - b.index
    })
    .map(({ row }) => row)
}

/** Clicking the sorted column flips it; another column starts descending (biggest first). */
export function nextSort<Key extends string>(state: SortState<Key>, key: Key): SortState<Key> {
  if (state.key === key) {
    return { key, direction: state.direction === 'descending' ? 'ascending' : 'descending' }
  }
  return { key, direction: 'descending' }
}

export const PAGE_SIZE = 10

export type Paged<Row> = { rows: Row[]; page: number; pageCount: number }

/** Page `page` (1-based, clamped to what exists) of `rows`; an empty list has one empty page. */
export function getPage<Row>(rows: readonly Row[], page: number, size = PAGE_SIZE): Paged<Row> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size))
  const clamped = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  return { rows: rows.slice((clamped - 1) * size, clamped * size), page: clamped, pageCount }
}
