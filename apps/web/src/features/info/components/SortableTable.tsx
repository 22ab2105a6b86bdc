/**
 * An Info table: headers are buttons that sort (aria-sort tells which), 10 rows a page with
 * previous/next. Built on the layout's list styles, so on phones it reads as a list of labelled
 * rows with no sideways scroll.
 */
import { useMemo, useState } from 'react'
import { type ListColumn, ListRows } from '../../../components/layout/List'
import { useTranslation } from '../../../i18n'
import { getPage, nextSort, type SortState, type SortValue, sortRows } from '../rules/tables'

export type InfoColumn<Row> = ListColumn<Row> & {
  /** Columns with a sort value get a sort button. */
  sortValue?: (row: Row) => SortValue
}

export type SortableTableProps<Row> = {
  caption: string
  columns: readonly InfoColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  initialSort: SortState<string>
  empty: string
}

export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  initialSort,
  empty,
}: SortableTableProps<Row>) {
  const { t } = useTranslation()
  const [sort, setSort] = useState(initialSort)
  const [page, setPage] = useState(1)
  const sorted = useMemo(
    () =>
      sortRows(rows, sort, (row, key) => {
        const column = columns.find((entry) => entry.key === key)
        return column?.sortValue ? column.sortValue(row) : 0
      }),
    [rows, sort, columns],
  )
  const current = getPage(sorted, page)
  return (
    <div className="info-table">
      <table className="ui-list">
        <caption className="ui-list-caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'ui-list-end' : undefined}
                aria-sort={sort.key === column.key && column.sortValue ? sort.direction : undefined}
              >
                {column.sortValue ? (
                  <button
                    type="button"
                    className="info-sort"
                    onClick={() => {
                      setSort(nextSort(sort, column.key))
                      setPage(1)
                    }}
                  >
                    {column.header}
                    <span aria-hidden="true">
                      {sort.key === column.key
                        ? sort.direction === 'ascending'
                          ? ' ↑'
                          : ' ↓'
                        : ''}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <ListRows columns={columns} rows={current.rows} rowKey={rowKey} empty={empty} />
      </table>
      {current.pageCount > 1 ? (
        <nav className="info-pager" aria-label={t('%caption% pages', { caption })}>
          <button
            type="button"
            disabled={current.page <= 1}
            onClick={() => setPage(current.page - 1)}
          >
            {t('Previous page')}
          </button>
          <span>
            {t('Page %page% of %count%', { page: current.page, count: current.pageCount })}
          </span>
          <button
            type="button"
            disabled={current.page >= current.pageCount}
            onClick={() => setPage(current.page + 1)}
          >
            {t('Next page')}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
