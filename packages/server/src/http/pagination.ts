import { z } from 'zod'

/** A positive whole number given as a query string, e.g. `?page=2`. */
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))

export const MAX_PAGE_SIZE = 1000

/**
 * `?page&size` as the spec's list endpoints take them: page 1 and size 100 unless stated, pages
 * counted from 1. Use `paginationQuery(10)` where the spec's default size differs (templates).
 */
export function paginationQuery(defaultSize = 100) {
  return z.object({
    page: positiveInt(Number.MAX_SAFE_INTEGER).default(1),
    size: positiveInt(MAX_PAGE_SIZE).default(defaultSize),
  })
}

/**
 * `?limit` of the cursor-paged lists: `fallback` rows unless stated, at most `max`. Nine digits
 * at most, so the number stays exact; abort: a refused string never reaches the number's checks.
 */
export function limitQuery(fallback: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, { message: 'must be a whole number', abort: true })
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback)
}

const INT8_LIMIT = 2n ** 63n
const INT4_LIMIT = 2n ** 31n

/** Where a page of events (newest first) ended: the last one's block and log index. */
export type BlockLogCursor = { block: bigint; logIndex: number }

/** `<blockNumber>-<logIndex>`, each within its column (int8, int4). */
export const blockLogCursorSchema = z
  .string()
  // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw (a 500).
  .regex(/^\d{1,19}-\d{1,10}$/, {
    message: 'must be a cursor from an earlier page (<blockNumber>-<logIndex>)',
    abort: true,
  })
  .refine((value) => {
    const [block = '', logIndex = ''] = value.split('-')
    return BigInt(block) < INT8_LIMIT && BigInt(logIndex) < INT4_LIMIT
  }, 'is out of range')
  .transform((value): BlockLogCursor => {
    const [block = '', logIndex = ''] = value.split('-')
    return { block: BigInt(block), logIndex: Number(logIndex) }
  })

/** The cursor `blockLogCursorSchema` reads back: where a page ending at `row` stopped. */
export const blockLogCursorOf = (row: { block_number: bigint; log_index: number }): string =>
  `${row.block_number}-${row.log_index}`

/**
 * A page of a list read with `limit + 1` rows: the extra row only says that another page follows,
 * which starts after this page's last row (`cursorOf` it).
 */
export function cursorPage<row>(
  rows: readonly row[],
  limit: number,
  cursorOf: (last: row) => string,
): { page: row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    page,
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  }
}
