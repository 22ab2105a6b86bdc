/** Column shapes the Info tables share. */
import type { Percent } from '@ghost/sdk'
import { Usd } from './figures'
import type { InfoColumn } from './SortableTable'

/** A USD figure (10^-18 USD integer) right-aligned and sortable by value. */
export function usdColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => bigint,
): InfoColumn<Row> {
  return {
    key,
    header,
    cell: (row) => <Usd scaled={value(row)} />,
    sortValue: value,
    align: 'end',
  }
}

/** A percentage as a sortable integer (10^-18 of the ratio); rows without one sort as `missing`. */
export function percentSortValue(percent: Percent | undefined, missing: bigint): bigint {
  return percent ? (percent.numerator * 10n ** 18n) / percent.denominator : missing
}
