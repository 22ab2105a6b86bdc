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
 * Cost ≈ rows read: a list field costs `first` (default 100) times one plus what each row asks
 * for, an object field (a relation) one plus its own selection, a scalar nothing. So
 * `pairs(first: 100) { token0 { id } token1 { id } }` costs 100 × 3 = 300.
 */
export const rowsEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (isList(field.type)) {
    const first = typeof args.first === 'number' ? Math.max(args.first, 0) : 100
    return first * (1 + childComplexity)
  }
  return isObjectType(getNamedType(field.type)) ? 1 + childComplexity : 0
}
