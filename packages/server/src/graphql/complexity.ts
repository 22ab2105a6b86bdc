import {
  type GraphQLOutputType,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql'
import type { ComplexityEstimator } from 'graphql-query-complexity'

export const MAX_COST = 10_000
export const MAX_DEPTH = 6

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
 * Cost ≈ rows read: a list field costs `first` (default 100) times one plus what each row asks
 * for, an object field (a relation) one plus its own selection, a scalar nothing. So
 * `pairs(first: 100) { token0 { id } token1 { id } }` costs 100 × 3 = 300.
 */
export const rowsEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (isList(field.type)) {
    const first = typeof args.first === 'number' ? Math.max(args.first, 0) : 100
    const bound = boundOf(args.where)
    return (bound === undefined ? first : Math.min(first, bound)) * (1 + childComplexity)
  }
  return isObjectType(getNamedType(field.type)) ? 1 + childComplexity : 0
}
