import { type GraphQLOutputType, isListType, isNonNullType } from 'graphql'
import type { ComplexityEstimator } from 'graphql-query-complexity'

/** The most a query may cost (see `costEstimator`), checked before execution. */
export const MAX_COST = 25_000
/** The deepest nesting of fields, fragments followed (see `measureQuery`). */
export const MAX_DEPTH = 6
/** The most field selections a request's query may hold, each fragment counted where spread. */
export const MAX_FIELDS = 300
/** The most aliased field selections, counted the same way. */
export const MAX_ALIASES = 100
/** The most tokens (names, values, punctuation) a query's text may hold: what parsing costs. */
export const MAX_TOKENS = 10_000

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type)
}

/**
 * The most rows a filter can match whatever `first` says: one per value of `id_in`, and one per
 * value of `tokenId_in` within one `collection` (an NFT is unique by collection and token id).
 * So the spec's market-data read — `nfts(first: 1000, where: { collection, tokenId_in: [30
 * ids] }) { transactionHistory { … } }` — costs its 30 tokens, not a thousand.
 */
function boundOf(where: unknown): number | undefined {
  if (typeof where !== 'object' || where === null) return undefined
  const filter = where as Record<string, unknown>
  if (Array.isArray(filter.id_in)) return filter.id_in.length
  if (Array.isArray(filter.tokenId_in) && typeof filter.collection === 'string') {
    return filter.tokenId_in.length
  }
  return undefined
}

/**
 * Cost = rows read plus fields resolved, aliases included: a list field costs `first` (default
 * 100) times one (the row) plus what each row asks for, an object field (a relation, a lookup by
 * id) one plus its own selection, a scalar one. So
 * `pairs(first: 100) { id token0 { id } token1 { id } }` costs 100 × (1 + 1 + 2 + 2) = 600, and
 * each `bundle(id: "1") { bnbPrice }` 2, however often it is repeated under other names.
 */
export const costEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (isList(field.type)) {
    const first = typeof args.first === 'number' ? Math.max(args.first, 0) : 100
    const bound = boundOf(args.where)
    return (bound === undefined ? first : Math.min(first, bound)) * (1 + childComplexity)
  }
  return 1 + childComplexity
}
