import { type RawBuilder, sql } from 'kysely'
import { entityNamed } from './entities'
import type { DecimalsSource, EntitySpec, FieldSpec } from './entitySpec'
import { GraphqlInputError } from './errors'
import { type FilterSuffix, filterSuffixes } from './sdl'

export const MAX_FIRST = 1000
export const MAX_SKIP = 5000
export const MAX_IN_VALUES = 1000

/** A row as the database returns it: snake_case columns, amounts and int8 as bigint. */
export type Row = Record<string, unknown>

export type ListArgs = {
  first?: number | null
  skip?: number | null
  where?: Record<string, unknown> | null
  orderBy?: string | null
  orderDirection?: 'asc' | 'desc' | null
}

const ADDRESS = /^0x[0-9a-f]{40}$/

/** Ids of address entities and references are compared lowercased, as they are stored. */
export function checkAddress(value: unknown, where: string): string {
  const text = String(value).toLowerCase()
  if (!ADDRESS.test(text)) {
    throw new GraphqlInputError(
      `${where}: ${JSON.stringify(value)} is not an address (0x followed by 40 hex digits)`,
    )
  }
  return text
}

const INT_RANGE = {
  int4: [-(2n ** 31n), 2n ** 31n - 1n],
  int8: [-(2n ** 63n), 2n ** 63n - 1n],
} as const

const column = (field: FieldSpec) => sql.ref(`e.${field.column}`)

/** The decimals of a row's amount, as SQL (a literal, a column, or a subquery on dex_token). */
function decimalsSql(source: DecimalsSource): RawBuilder<number> {
  if ('fixed' in source) return sql.lit(source.fixed)
  if ('self' in source) return sql`e.decimals`
  if ('tokenColumn' in source) {
    return sql`(select t.decimals from dex_token t where t.chain_id = e.chain_id and t.id = ${sql.ref(`e.${source.tokenColumn}`)})`
  }
  return sql`(select t.decimals from dex_pair p join dex_token t on t.chain_id = p.chain_id and t.id = ${sql.ref(`p.${source.side}`)} where p.chain_id = e.chain_id and p.id = ${sql.ref(`e.${source.pairColumn}`)})`
}

function scaleSql(field: FieldSpec): RawBuilder<unknown> {
  const source = field.decimals ?? { fixed: 0 }
  if ('fixed' in source) return sql.raw(`${10n ** BigInt(source.fixed)}::numeric`)
  return sql`power(10::numeric, ${decimalsSql(source)})`
}

/** One filter value, checked and turned into the SQL it is compared with. */
function valueSql(field: FieldSpec, value: unknown, where: string): RawBuilder<unknown> {
  switch (field.kind) {
    case 'ref':
      // A reference to an address entity (a collection, a user) is checked as an address; one to
      // a composite id (an NFT `{collection}-{tokenId}`, a team id) is compared as given.
      if (field.to !== undefined && !entityNamed(field.to).addressId) return sql`${String(value)}`
      return sql`${checkAddress(value, where)}`
    case 'boolean':
      return sql`${value === true}`
    case 'json':
      throw new GraphqlInputError(`${where}: JSON fields cannot be filtered`)
    case 'id':
      return sql`${String(value)}`
    case 'bytes':
    case 'string':
      return sql`${String(value)}`
    case 'bigint': {
      const type = field.sqlType ?? 'int8'
      if (type !== 'numeric') {
        const [min, max] = INT_RANGE[type]
        const number = BigInt(String(value))
        if (number < min || number > max) {
          throw new GraphqlInputError(`${where}: ${value} is out of range (${min} to ${max})`)
        }
      }
      return sql`${String(value)}::${sql.raw(type)}`
    }
    case 'decimal':
      // Compared in the column's own unit (wei, 10^-18 USD): the column keeps its raw value.
      return sql`(${String(value)}::numeric * ${scaleSql(field)})`
    default:
      return field.kind satisfies never
  }
}

const OPERATORS: Partial<Record<FilterSuffix, string>> = {
  '': '=',
  _not: '<>',
  _gt: '>',
  _lt: '<',
  _gte: '>=',
  _lte: '<=',
}

type FilterKey = { field: FieldSpec; suffix: FilterSuffix }

const filterKeysCache = new WeakMap<EntitySpec, Map<string, FilterKey>>()

function filterKeys(entity: EntitySpec): Map<string, FilterKey> {
  let keys = filterKeysCache.get(entity)
  if (keys === undefined) {
    keys = new Map()
    for (const field of entity.fields) {
      for (const suffix of filterSuffixes(field.kind)) {
        keys.set(`${field.name}${suffix}`, { field, suffix })
      }
    }
    filterKeysCache.set(entity, keys)
  }
  return keys
}

function normalizeId(entity: EntitySpec, field: FieldSpec, value: unknown, where: string) {
  return field.kind === 'id' && entity.addressId ? checkAddress(value, where) : value
}

function conditionSql(
  entity: EntitySpec,
  key: string,
  value: unknown,
): RawBuilder<unknown> | undefined {
  const filter = filterKeys(entity).get(key)
  // Unknown keys cannot get here: the generated input type rejects them in validation.
  if (filter === undefined || value === null || value === undefined) return undefined
  const { field, suffix } = filter
  const where = `where.${key}`
  const left = column(field)
  if (suffix === '_in' || suffix === '_not_in') {
    const values = value as unknown[]
    if (values.length > MAX_IN_VALUES) {
      throw new GraphqlInputError(`${where}: at most ${MAX_IN_VALUES} values, got ${values.length}`)
    }
    if (values.length === 0) return suffix === '_in' ? sql`false` : undefined
    const list = sql.join(
      values.map((item, index) =>
        valueSql(field, normalizeId(entity, field, item, `${where}[${index}]`), where),
      ),
    )
    return suffix === '_in' ? sql`${left} in (${list})` : sql`${left} not in (${list})`
  }
  const text = String(value)
  switch (suffix) {
    case '_contains':
      return sql`strpos(${left}, ${text}) > 0`
    case '_not_contains':
      return sql`strpos(${left}, ${text}) = 0`
    case '_contains_nocase':
      return sql`strpos(lower(${left}), lower(${text})) > 0`
    case '_starts_with':
      return sql`left(${left}, ${text.length}) = ${text}`
    case '_starts_with_nocase':
      return sql`lower(left(${left}, ${text.length})) = lower(${text})`
    default: {
      const operator = OPERATORS[suffix]
      if (operator === undefined) return undefined
      const right = valueSql(field, normalizeId(entity, field, value, where), where)
      return sql`${left} ${sql.raw(operator)} ${right}`
    }
  }
}

/** What a list is sorted by: token amounts by their value in tokens, not in wei. */
function orderSql(entity: EntitySpec, fieldName: string | null | undefined): RawBuilder<unknown> {
  const field = entity.fields.find((candidate) => candidate.name === fieldName)
  if (field === undefined) return sql`e.id`
  const source = field.decimals
  if (source === undefined || 'fixed' in source) return column(field)
  return sql`(${column(field)} / power(10::numeric, ${decimalsSql(source)}))`
}

function checkRange(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new GraphqlInputError(`${name} must be between 0 and ${max}, got ${value}`)
  }
}

/**
 * The SQL of a plural query field: rows of one chain, filtered, sorted with the id as the
 * tie-break (so pages never overlap), paged. Every value is a bound parameter.
 *
 * @example
 * listQuery(pairEntity, 1337, { first: 10, orderBy: 'reserveUSD', orderDirection: 'desc' })
 */
export function listQuery(entity: EntitySpec, chainId: number, args: ListArgs): RawBuilder<Row> {
  const { first, skip, conditions, order } = listParts(entity, chainId, args)
  return sql<Row>`select e.* from ${sql.table(entity.table)} e where ${sql.join(conditions, sql` and `)} order by ${order} limit ${first} offset ${skip}`
}

/** A list's checked paging, its conditions and its ordering, shared by both list queries. */
function listParts(entity: EntitySpec, chainId: number, args: ListArgs) {
  const first = args.first ?? 100
  const skip = args.skip ?? 0
  checkRange('first', first, MAX_FIRST)
  checkRange('skip', skip, MAX_SKIP)
  const conditions = [sql`e.chain_id = ${chainId}`]
  for (const [key, value] of Object.entries(args.where ?? {})) {
    const condition = conditionSql(entity, key, value)
    if (condition !== undefined) conditions.push(condition)
  }
  const direction = sql.raw(args.orderDirection === 'desc' ? 'desc' : 'asc')
  const order =
    args.orderBy && args.orderBy !== 'id'
      ? sql`${orderSql(entity, args.orderBy)} ${direction} nulls last, e.id ${direction}`
      : sql`e.id ${direction}`
  return { first, skip, conditions, order }
}

/** The column `_parent` of the rows `relationListQuery` returns: the parent each row belongs to. */
export const PARENT_COLUMN = '_parent'

/**
 * One relation list for many parents in one statement (`buyTradeHistory` of every user of a
 * page): the rows of `entity` whose `field` is one of `parentIds`, each parent's rows filtered,
 * sorted and paged as `listQuery` would do for it alone, tagged with their parent in `_parent`.
 */
export function relationListQuery(
  entity: EntitySpec,
  chainId: number,
  args: ListArgs,
  field: string,
  parentIds: readonly string[],
): RawBuilder<Row> {
  const { first, skip, conditions, order } = listParts(entity, chainId, {
    ...args,
    where: { ...args.where, [field]: undefined, [`${field}_in`]: parentIds },
  })
  const parent = entity.fields.find((candidate) => candidate.name === field)
  if (parent === undefined) throw new Error(`${entity.name} has no field ${field}`)
  const parentColumn = column(parent)
  return sql<Row>`select * from (select e.*, ${parentColumn} as ${sql.id(PARENT_COLUMN)}, row_number() over (partition by ${parentColumn} order by ${order}) as _rank from ${sql.table(entity.table)} e where ${sql.join(conditions, sql` and `)}) ranked where _rank > ${skip} and _rank <= ${skip + first} order by _rank`
}

/** Rows of one entity by id, for the loaders that resolve relations and singular fields. */
export function rowsByIdQuery(
  entity: EntitySpec,
  chainId: number,
  ids: readonly string[],
): RawBuilder<Row> {
  return sql<Row>`select e.* from ${sql.table(entity.table)} e where e.chain_id = ${chainId} and e.id in (${sql.join(ids)})`
}
