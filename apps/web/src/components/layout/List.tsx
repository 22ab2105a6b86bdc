/**
 * Rows of the same facts: a table on wide screens, a list of labelled blocks on phones (each cell
 * then shows its column's header before the value, so nothing needs a sideways scroll). Stays a
 * real `<table>` for assistive technology at every width.
 *
 * @example
 * <List caption={t('Farms')} rowKey={(f) => f.pid} rows={farms}
 *   columns={[{ key: 'apr', header: t('APR'), cell: (f) => f.apr }]} />
 */
import type { Key, ReactNode } from 'react'
import './layout.css'

export type ListColumn<Row> = {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** Kept on one line beside the others on phones (a button column, for instance). */
  align?: 'start' | 'end'
  /** The cell names its row (a `<th scope="row">`): the title of each block on phones. */
  rowHeader?: boolean
}

export type ListProps<Row> = {
  caption: string
  columns: readonly ListColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode
  /** The caption names the table for screen readers only (a heading above already shows it). */
  captionHidden?: boolean
  className?: string | undefined
}

export function List<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  captionHidden = false,
  className,
}: ListProps<Row>) {
  return (
    <table className={className ? `ui-list ${className}` : 'ui-list'}>
      <caption className={captionHidden ? 'visually-hidden' : 'ui-list-caption'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={column.align === 'end' ? 'ui-list-end' : undefined}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <ListRows columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
    </table>
  )
}

/**
 * The body of a list: each cell labelled with its column's header for the phone layout, `empty`
 * in place of rows when there are none. Tables with their own header (sorting, paging) use it too.
 */
export function ListRows<Row>({
  columns,
  rows,
  rowKey,
  empty,
}: Pick<ListProps<Row>, 'columns' | 'rows' | 'rowKey' | 'empty'>) {
  return (
    <tbody>
      {rows.length === 0 && empty ? (
        <tr>
          <td colSpan={columns.length}>{empty}</td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.key} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.key}
                  data-label={column.header}
                  className={column.align === 'end' ? 'ui-list-end' : undefined}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))
      )}
    </tbody>
  )
}
