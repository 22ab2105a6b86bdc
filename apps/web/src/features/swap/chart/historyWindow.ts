/**
 * One chart range of an indexed rollup (pair or token, hours or days) as a GraphQL selection:
 * the rows inside the range, oldest first, and the last row before it under `{alias}Before`. A
 * rollup has a row only for a period with an event, so a market quiet since before the range
 * still has a price when the range starts: the earlier row's, drawn from the range's start.
 */
import { array, type Decoder, record, seconds } from '../../../api/decode'
import { type Address, isAddress } from '../../../api/info'

/** More than a month of days or a week of hours holds; the server's cap. */
export const MAX_ROWS = 1000

export type WindowList = {
  /** The rollup's list field, e.g. `pairHourDatas`. */
  field: string
  /** Its period-start field, e.g. `hourStartUnix`. */
  time: string
}

/** `{field}: "{address}"` as GraphQL text; the address is checked first, since it is written in. */
export function addressFilter(field: string, address: Address): string {
  if (!isAddress(address)) throw new TypeError(`Not an address: ${address}`)
  return `${field}: ${JSON.stringify(address.toLowerCase())}`
}

/** The selection of `alias` and `{alias}Before`; `filter` is already-checked GraphQL text. */
export function windowSelection(
  alias: string,
  list: WindowList,
  filter: string,
  since: number,
  fields: string,
): string {
  if (!Number.isSafeInteger(since)) throw new TypeError(`Not an integer: ${since}`)
  const from = JSON.stringify(String(since))
  return `${alias}: ${list.field}(first: ${MAX_ROWS}, orderBy: ${list.time}, orderDirection: asc,
      where: { ${filter}, ${list.time}_gte: ${from} }) { ${list.time} ${fields} }
    ${alias}Before: ${list.field}(first: 1, orderBy: ${list.time}, orderDirection: desc,
      where: { ${filter}, ${list.time}_lt: ${from} }) { ${list.time} ${fields} }`
}

/** A row decoder that reads the period's start from `list.time` as `time`. */
export function timedRow<Row extends Record<string, unknown>>(
  list: WindowList,
  row: Decoder<Row>,
): Decoder<Row & { time: number }> {
  return (value, path) => ({
    ...row(value, path),
    time: seconds(record(value, path)[list.time], path ? `${path}.${list.time}` : list.time),
  })
}

/** The rows of `alias`, oldest first: the one before the range first, moved to its start. */
export function windowRows<Row extends { time: number }>(
  value: unknown,
  path: string,
  alias: string,
  row: Decoder<Row>,
  since: number,
): Row[] {
  const data = record(value, path)
  const at = (key: string) => (path ? `${path}.${key}` : key)
  const inside = array(row)(data[alias], at(alias))
  const before = array(row)(data[`${alias}Before`], at(`${alias}Before`)).map((earlier) => ({
    ...earlier,
    time: Math.max(earlier.time, since),
  }))
  return [...before, ...inside].sort((a, b) => a.time - b.time)
}
