import { z } from 'zod'
import { paginationQuery } from '../http/pagination'
import { tokenIdSchema } from './context'
import type { TokenOrdering, TraitFilter } from './tokenQuery'

export const MAX_TRAITS = 10
export const MAX_VALUES_PER_TRAIT = 20
export const MAX_TRAIT_LENGTH = 64
export const MAX_VALUE_LENGTH = 100

/** PostgreSQL text cannot hold U+0000: refused here rather than failing the statement. */
export const hasNoNul = (value: string) => !value.includes(String.fromCharCode(0))
export const NUL_MESSAGE = 'must not contain the character U+0000'

const traitValue = z
  .string()
  .min(1, 'must not be empty')
  .refine(hasNoNul, NUL_MESSAGE)
  .max(MAX_VALUE_LENGTH, `must be at most ${MAX_VALUE_LENGTH} characters`)

/**
 * `orderBy=tokenId|price|listed`, `direction=asc|desc` (token id ascending by default, spec §3)
 * and `onSale=0|1` (only tokens with an ask or an open lazy order) of a collection's tokens.
 */
export const tokenListShape = {
  orderBy: z
    .enum(['tokenId', 'price', 'listed'], { error: "must be 'tokenId', 'price' or 'listed'" })
    .default('tokenId'),
  direction: z.enum(['asc', 'desc'], { error: "must be 'asc' or 'desc'" }).default('asc'),
  onSale: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
}

/** The keys a filter query reserves: traits with these names cannot be filtered. */
export const RESERVED_KEYS: readonly string[] = ['page', 'size', 'orderBy', 'direction', 'onSale']

export type TokenListOptions = { ordering: TokenOrdering; onSale: boolean }

/**
 * `?page&size&orderBy&direction&onSale&tokenId` of `collections/{address}/tokens`; `tokenId`
 * narrows the page to that minted token (empty when there is none, not a 404).
 */
export const tokenListQuery = paginationQuery()
  .extend({ ...tokenListShape, tokenId: tokenIdSchema.optional() })
  .transform(({ page, size, orderBy, direction, onSale, tokenId }) => ({
    page,
    size,
    tokenId,
    options: { ordering: { orderBy, direction }, onSale: onSale === '1' } as TokenListOptions,
  }))

/**
 * `filter?{traitType}={value}&…&page&size`: every key but the reserved ones (page, size,
 * orderBy, direction, onSale) is a trait type; a key
 * given several times accepts any of its values (OR within a trait, AND across traits). Bounded
 * so a query string cannot become an expensive statement.
 */
export const traitFilterQuery = paginationQuery()
  .extend(tokenListShape)
  .catchall(
    z.union([
      traitValue,
      z
        .array(traitValue)
        .max(MAX_VALUES_PER_TRAIT, `must have at most ${MAX_VALUES_PER_TRAIT} values`),
    ]),
  )
  .superRefine((query, issues) => {
    const traits = Object.keys(query).filter((key) => !RESERVED_KEYS.includes(key))
    if (traits.length > MAX_TRAITS) {
      issues.addIssue({
        code: 'custom',
        path: [],
        message: `must filter on at most ${MAX_TRAITS} traits`,
      })
    }
    for (const trait of traits) {
      if (!hasNoNul(trait)) {
        issues.addIssue({ code: 'custom', path: [trait], message: NUL_MESSAGE })
      }
      if (trait.length === 0 || trait.length > MAX_TRAIT_LENGTH) {
        issues.addIssue({
          code: 'custom',
          path: [trait],
          message: `trait types must have 1 to ${MAX_TRAIT_LENGTH} characters`,
        })
      }
    }
  })
  .transform(({ page, size, orderBy, direction, onSale, ...rest }) => {
    // fromEntries defines own properties: a trait named __proto__ stays a trait.
    const traits: TraitFilter = Object.fromEntries(
      Object.entries(rest).map(([trait, values]) => [
        trait,
        typeof values === 'string' ? [values] : values,
      ]),
    )
    const options: TokenListOptions = {
      ordering: { orderBy, direction },
      onSale: onSale === '1',
    }
    return { page, size, traits, options }
  })
