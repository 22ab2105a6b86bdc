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
