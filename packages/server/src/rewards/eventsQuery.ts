import { z } from 'zod'

export const EVENTS_DEFAULT_FIRST = 100
export const EVENTS_MAX_FIRST = 1000
/** Deep offsets scan and discard that many rows; a history this long is read by GraphQL. */
export const EVENTS_MAX_SKIP = 100_000

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

/** `?first&skip` of the event lists (the subgraphs' paging): 100 newest by default. */
export const eventPaging = {
  first: wholeNumber(1, EVENTS_MAX_FIRST).default(EVENTS_DEFAULT_FIRST),
  skip: wholeNumber(0, EVENTS_MAX_SKIP).default(0),
}

/** A numeric(78,0) or int8 as the API sends it: a decimal string, or null. */
export const decimal = (value: bigint | null): string | null =>
  value === null ? null : value.toString()
