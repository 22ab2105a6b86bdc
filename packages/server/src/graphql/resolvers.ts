import { GraphQLError } from 'graphql'
import type { IResolvers } from 'mercurius'
import { formatUnits } from 'viem'
import type { GraphqlContext } from './context'
import { ENTITIES, type EntitySpec, type FieldSpec } from './entities'
import { checkAddress, type ListArgs, listQuery, type Row } from './listQuery'
import { BigDecimalScalar, BigIntScalar, BytesScalar } from './scalars'

/** The subgraphs' fallback when a token's decimals are unknown (spec §9: default 18). */
const DEFAULT_DECIMALS = 18

async function decimalsOf(field: FieldSpec, row: Row, context: GraphqlContext): Promise<number> {
  const source = field.decimals ?? { fixed: 0 }
  if ('fixed' in source) return source.fixed
  if ('self' in source) return Number(row.decimals)
  let tokenId: unknown
  if ('tokenColumn' in source) {
    tokenId = row[source.tokenColumn]
  } else {
    const pair = await context.loader('Pair').load(String(row[source.pairColumn]))
    tokenId = pair?.[source.side]
  }
  if (tokenId === undefined || tokenId === null) return DEFAULT_DECIMALS
  const token = await context.loader('Token').load(String(tokenId))
  return token ? Number(token.decimals) : DEFAULT_DECIMALS
}

type FieldResolver = (row: Row, args: unknown, context: GraphqlContext) => unknown

function fieldResolver(field: FieldSpec): FieldResolver {
  const { column } = field
  switch (field.kind) {
    case 'id':
    case 'string':
    case 'bytes':
      return (row) => row[column]
    case 'bigint':
      return (row) => String(row[column])
    case 'decimal':
      if (field.decimals && 'fixed' in field.decimals) {
        const decimals = field.decimals.fixed
        return (row) => formatUnits(row[column] as bigint, decimals)
      }
      return async (row, _args, context) =>
        formatUnits(row[column] as bigint, await decimalsOf(field, row, context))
    case 'ref': {
      const to = field.to
      if (to === undefined) throw new Error(`Field ${field.name} has no target entity`)
      return async (row, _args, context) => {
        const target = await context.loader(to).load(String(row[column]))
        if (target === null) {
          // The indexer writes a pair's tokens before the pair; a miss is a broken row.
          throw new GraphQLError(`${to} ${String(row[column])} is missing from the index`)
        }
        return target
      }
    }
    default:
      return field.kind satisfies never
  }
}

function queryResolvers(entity: EntitySpec) {
  return {
    [entity.single]: async (_root: unknown, { id }: { id: string }, context: GraphqlContext) => {
      const key = entity.addressId ? checkAddress(id, 'id') : id
      return context.loader(entity.name).load(key)
    },
    [entity.plural]: async (_root: unknown, args: ListArgs, context: GraphqlContext) => {
      const trx = await context.snapshot.transaction()
      const { rows } = await listQuery(entity, context.chainId, args).execute(trx)
      // Prime the loader so a relation back to these rows does not read them again.
      const loader = context.loader(entity.name)
      for (const row of rows) loader.prime(String(row.id), row)
      return rows
    },
  }
}

/** Resolvers for every entity and query field of `buildSdl()`, generated from `ENTITIES`. */
export function buildResolvers(): IResolvers {
  const types: Record<string, Record<string, FieldResolver>> = {}
  for (const entity of ENTITIES) {
    types[entity.name] = Object.fromEntries(
      entity.fields.map((field) => [field.name, fieldResolver(field)]),
    )
  }
  return {
    BigInt: BigIntScalar,
    BigDecimal: BigDecimalScalar,
    Bytes: BytesScalar,
    Query: {
      ...Object.assign({}, ...ENTITIES.map(queryResolvers)),
      _meta: async (_root: unknown, _args: unknown, context: GraphqlContext) => {
        const block = await context.snapshot.indexedBlock()
        return {
          block,
          deployment: `ghost-dex-${context.chainId}`,
          hasIndexingErrors: false,
        }
      },
    },
    ...types,
  } as IResolvers
}
