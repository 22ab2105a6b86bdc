/**
 * Small decoders for the answers of our APIs (the Info GraphQL, the NFT market API). The APIs are
 * ours but run on another release cycle than the web build, so every field is checked: a
 * malformed answer becomes a `DecodeError` (each feature decides what the user sees), never a
 * crash further down in a chart, a formatter or a card.
 */

export class DecodeError extends Error {
  override name = 'DecodeError'
  constructor(path: string, expected: string, value: unknown) {
    super(`${path || 'answer'}: expected ${expected}, got ${describe(value)}`)
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return `'${value.slice(0, 40)}'`
  return typeof value
}

export type Decoder<T> = (value: unknown, path: string) => T

/** The subgraphs' BigDecimal: a plain decimal string, kept as text (the formatter takes it exact). */
const DECIMAL = /^-?\d+(\.\d+)?$/
/** The subgraphs' BigInt (counters, unix seconds, block numbers); some servers send numbers. */
const INTEGER = /^-?\d+$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HASH = /^0x[0-9a-fA-F]{64}$/

export const decimal: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && DECIMAL.test(value)) return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  throw new DecodeError(path, 'a decimal string', value)
}

export const integer: Decoder<bigint> = (value, path) => {
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  throw new DecodeError(path, 'an integer', value)
}

/** Unix seconds or block numbers as a JS number (charts and date maths need numbers). */
export const seconds: Decoder<number> = (value, path) => {
  const result = integer(value, path)
  if (result < 0n || result > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new DecodeError(path, 'a non-negative safe integer', value)
  }
  return Number(result)
}

/** A count or size as a JS number; unlike `seconds`, only JSON numbers. */
export const count: Decoder<number> = (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  throw new DecodeError(path, 'a non-negative integer', value)
}

/** The latest moment a JS Date holds, in unix seconds: a later time could not be shown. */
const LAST_DATE_SECONDS = 8_640_000_000_000

/** Unix seconds a screen can turn into a date: JSON numbers only. */
export const unixTime: Decoder<number> = (value, path) => {
  const result = count(value, path)
  if (result > LAST_DATE_SECONDS) throw new DecodeError(path, 'a unix time', value)
  return result
}

export const finiteNumber: Decoder<number> = (value, path) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  throw new DecodeError(path, 'a number', value)
}

/** A count from 1 (an id a contract numbers from 1, a rank, a choice); `expected` names it. */
export function countFromOne(expected: string): Decoder<number> {
  return (value, path) => {
    const result = count(value, path)
    if (result < 1) throw new DecodeError(path, expected, value)
    return result
  }
}

/** A non-negative integer of any size as its decimal text (wei amounts, token ids). */
export const digits: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && /^\d+$/.test(value)) return value
  throw new DecodeError(path, 'a non-negative integer string', value)
}

export const boolean: Decoder<boolean> = (value, path) => {
  if (typeof value === 'boolean') return value
  throw new DecodeError(path, 'true or false', value)
}

/** An ISO 8601 time, kept as its text. */
export const isoTime: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value
  throw new DecodeError(path, 'an ISO 8601 time', value)
}

/** One of a fixed set of literals (statuses, enum-like strings and numbers). */
export function oneOf<const Value extends string | number>(
  ...values: readonly Value[]
): Decoder<Value> {
  return (value, path) => {
    if (values.includes(value as Value)) return value as Value
    throw new DecodeError(path, values.map((item) => JSON.stringify(item)).join(' or '), value)
  }
}

/** The first decoder that accepts the value. */
export function either<First, Second>(
  first: Decoder<First>,
  second: Decoder<Second>,
): Decoder<First | Second> {
  return (value, path) => {
    try {
      return first(value, path)
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error
      return second(value, path)
    }
  }
}

export const text: Decoder<string> = (value, path) => {
  if (typeof value === 'string') return value
  throw new DecodeError(path, 'a string', value)
}

/** Lowercase, so ids compare with the watchlist and the URL whatever case they came in. */
export const address: Decoder<`0x${string}`> = (value, path) => {
  if (typeof value === 'string' && ADDRESS.test(value)) return value.toLowerCase() as `0x${string}`
  throw new DecodeError(path, 'an address', value)
}

export const hash: Decoder<`0x${string}`> = (value, path) => {
  if (typeof value === 'string' && HASH.test(value)) return value.toLowerCase() as `0x${string}`
  throw new DecodeError(path, 'a transaction hash', value)
}

export const smallInteger: Decoder<number> = (value, path) => {
  const result = typeof value === 'string' && INTEGER.test(value) ? Number(value) : value
  if (typeof result === 'number' && Number.isInteger(result) && result >= 0 && result <= 255) {
    return result
  }
  throw new DecodeError(path, 'an integer from 0 to 255', value)
}

/** The opaque cursor of an API's next page: any non-empty text. */
export const pageCursor: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && value !== '') return value
  throw new DecodeError(path, 'a cursor string', value)
}

/** The path of a field below `path`, as errors name it (`pools[0].pid`). */
export const fieldPath = (path: string, field: string): string =>
  path ? `${path}.${field}` : field

/** A span whose `end` field is after its `start` field (a sale, a proposal); else a DecodeError. */
export function endAfterStart<
  Start extends string,
  End extends string,
  Span extends Record<Start | End, number>,
>(span: Span, path: string, start: Start, end: End): Span {
  if (span[end] <= span[start]) {
    throw new DecodeError(fieldPath(path, end), `a time after ${start} (${span[start]})`, span[end])
  }
  return span
}

const itemFieldPath = (listPath: string, index: number, field: string): string =>
  `${listPath}[${index}].${field}`

/** The first item out of rank (with `rankOf`) or repeating `field`, as a DecodeError. */
function checkList<Item, Field extends keyof Item & string>(
  items: readonly Item[],
  listPath: string,
  field: Field,
  what: string,
  rankOf?: (item: Item) => number,
): void {
  const seen = new Set<Item[Field]>()
  for (const [index, item] of items.entries()) {
    const rank = rankOf?.(item)
    if (rank !== undefined && rank !== index + 1) {
      throw new DecodeError(itemFieldPath(listPath, index, 'rank'), `rank ${index + 1}`, rank)
    }
    if (seen.has(item[field])) {
      throw new DecodeError(itemFieldPath(listPath, index, field), `each ${what} once`, item[field])
    }
    seen.add(item[field])
  }
}

/**
 * A list that names each item once by `field` (a screen would show a repeat twice and link both
 * to one page); else a DecodeError at the repeat. `what` names the item in the message.
 */
export function eachOnce<Item, Field extends keyof Item & string>(
  items: readonly Item[],
  listPath: string,
  field: Field,
  what: string,
): void {
  checkList(items, listPath, field, what)
}

/**
 * A ranking: its items ranked 1, 2, 3… in their order, each once by `field`; else a DecodeError at
 * the first item that is out of rank or a repeat.
 */
export function rankedOnce<Item extends { rank: number }, Field extends keyof Item & string>(
  items: readonly Item[],
  listPath: string,
  field: Field,
  what: string,
): void {
  checkList(items, listPath, field, what, (item) => item.rank)
}

export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>
  }
  throw new DecodeError(path, 'an object', value)
}

/** An object decoder from one decoder per field; unknown fields are ignored. */
export function object<Shape extends Record<string, unknown>>(
  fields: {
    [Key in keyof Shape]: Decoder<Shape[Key]>
  },
): Decoder<Shape> {
  return (value, path) => {
    const source = record(value, path)
    const result: Partial<Shape> = {}
    for (const key of Object.keys(fields) as (keyof Shape & string)[]) {
      result[key] = fields[key](source[key], fieldPath(path, key))
    }
    return result as Shape
  }
}

export function array<Item>(item: Decoder<Item>): Decoder<Item[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new DecodeError(path, 'a list', value)
    return value.map((entry, index) => item(entry, `${path}[${index}]`))
  }
}

/** An object used as a map: every value decoded by `item`. */
export function dictionary<Item>(item: Decoder<Item>): Decoder<Record<string, Item>> {
  return (value, path) => {
    // fromEntries defines properties, so a '__proto__' key stays a key, not a prototype
    return Object.fromEntries(
      Object.entries(record(value, path)).map(([key, entry]) => [
        key,
        item(entry, `${path}[${JSON.stringify(key)}]`),
      ]),
    )
  }
}

export function nullable<Item>(item: Decoder<Item>): Decoder<Item | null> {
  return (value, path) => (value === null || value === undefined ? null : item(value, path))
}

/** The items of an answer `{ data: [...] }`, without the envelope. */
export function dataList<Item>(item: Decoder<Item>): Decoder<Item[]> {
  const envelope = object({ data: array(item) })
  return (value, path) => envelope(value, path).data
}

/** One page of a list the API pages by cursor; `nextCursor` is null on the last page. */
export function cursorPage<Item>(
  item: Decoder<Item>,
): Decoder<{ data: Item[]; nextCursor: string | null }> {
  return object({ data: array(item), nextCursor: nullable(pageCursor) })
}
