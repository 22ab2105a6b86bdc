/**
 * Small decoders for the GraphQL answers. The API is ours but runs on another release cycle than
 * the web build, so every field is checked: a malformed answer becomes an `InfoDecodeError`
 * (shown as 'Error fetching data'), never a crash further down in a chart or a formatter.
 */

export class InfoDecodeError extends Error {
  override name = 'InfoDecodeError'
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
  throw new InfoDecodeError(path, 'a decimal string', value)
}

export const integer: Decoder<bigint> = (value, path) => {
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  throw new InfoDecodeError(path, 'an integer', value)
}

/** Unix seconds or block numbers as a JS number (charts and date maths need numbers). */
export const seconds: Decoder<number> = (value, path) => {
  const result = integer(value, path)
  if (result < 0n || result > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InfoDecodeError(path, 'a non-negative safe integer', value)
  }
  return Number(result)
}

export const text: Decoder<string> = (value, path) => {
  if (typeof value === 'string') return value
  throw new InfoDecodeError(path, 'a string', value)
}

/** Lowercase, so ids compare with the watchlist and the URL whatever case they came in. */
export const address: Decoder<`0x${string}`> = (value, path) => {
  if (typeof value === 'string' && ADDRESS.test(value)) return value.toLowerCase() as `0x${string}`
  throw new InfoDecodeError(path, 'an address', value)
}

export const hash: Decoder<`0x${string}`> = (value, path) => {
  if (typeof value === 'string' && HASH.test(value)) return value.toLowerCase() as `0x${string}`
  throw new InfoDecodeError(path, 'a transaction hash', value)
}

export const smallInteger: Decoder<number> = (value, path) => {
  const result = typeof value === 'string' && INTEGER.test(value) ? Number(value) : value
  if (typeof result === 'number' && Number.isInteger(result) && result >= 0 && result <= 255) {
    return result
  }
  throw new InfoDecodeError(path, 'an integer from 0 to 255', value)
}

export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>
  }
  throw new InfoDecodeError(path, 'an object', value)
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
      result[key] = fields[key](source[key], path ? `${path}.${key}` : key)
    }
    return result as Shape
  }
}

export function array<Item>(item: Decoder<Item>): Decoder<Item[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new InfoDecodeError(path, 'a list', value)
    return value.map((entry, index) => item(entry, `${path}[${index}]`))
  }
}

export function nullable<Item>(item: Decoder<Item>): Decoder<Item | null> {
  return (value, path) => (value === null || value === undefined ? null : item(value, path))
}
