import { GraphQLError } from 'graphql'
import type { IResolvers } from 'mercurius'
import { formatUnits } from 'viem'
import type { GraphqlContext } from './context'
import { ENTITIES, entityNamed } from './entities'
import type { EntitySpec, FieldSpec, ListFieldSpec } from './entitySpec'
import {
  checkAddress,
  type ListArgs,
  listQuery,
  PARENT_COLUMN,
  type Row,
  relationListQuery,
} from './listQuery'
import { BigDecimalScalar, BigIntScalar, BytesScalar, JsonScalar } from './scalars'

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

/** A nullable column reads null as null; the kind's resolver sees only values. */
function fieldResolver(field: FieldSpec): FieldResolver {
  const resolve = valueResolver(field)
  if (!field.nullable) return resolve
  return (row, args, context) => (row[field.column] === null ? null : resolve(row, args, context))
}

function valueResolver(field: FieldSpec): FieldResolver {
  const { column } = field
  switch (field.kind) {
    case 'id':
    case 'string':
    case 'bytes':
    case 'boolean':
    case 'json':
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
        // A nullable reference may name a row outside the index (a profile's avatar from a
        // collection the market never registered): no row, no object.
        if (target === null && field.nullable) return null
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

/**
 * A relation list: the plural query of its target restricted to rows pointing at this one,
 * batched over every parent asking for the same list with the same arguments.
 */
function listResolver(list: ListFieldSpec): FieldResolver {
  const target = entityNamed(list.to)
  return async (row, args, context) => {
    const listArgs = args as ListArgs
    const key = `${target.name}.${list.field}:${JSON.stringify(listArgs)}`
    const loader = context.relationLoader(key, async (parentIds) => {
      const trx = await context.snapshot.transaction()
      const query = relationListQuery(target, context.chainId, listArgs, list.field, parentIds)
      const { rows } = await query.execute(trx)
      const byParent = new Map<string, Row[]>()
      for (const child of rows) {
        const parent = String(child[PARENT_COLUMN])
        const siblings = byParent.get(parent)
        if (siblings) siblings.push(child)
        else byParent.set(parent, [child])
      }
      return parentIds.map((id) => byParent.get(id) ?? [])
    })
    return loader.load(String(row.id))
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
    types[entity.name] = Object.fromEntries([
      ...entity.fields.map((field) => [field.name, fieldResolver(field)]),
      ...(entity.lists ?? []).map((list) => [list.name, listResolver(list)]),
    ])
  }
  return {
    BigInt: BigIntScalar,
    BigDecimal: BigDecimalScalar,
    Bytes: BytesScalar,
    JSON: JsonScalar,
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
