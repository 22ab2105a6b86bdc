import { ENTITIES } from './entities'
import type { EntitySpec, FieldKind, FieldSpec } from './entitySpec'

/** Filter suffixes per kind, as the subgraphs generate them (`reserveUSD_gt`, `pair_in`…). */
const COMPARE = ['', '_not', '_gt', '_lt', '_gte', '_lte', '_in', '_not_in'] as const
const TEXT_ONLY = [
  '_contains',
  '_not_contains',
  '_contains_nocase',
  '_starts_with',
  '_starts_with_nocase',
] as const
const EQUALITY = ['', '_not', '_in', '_not_in'] as const

export type FilterSuffix = (typeof COMPARE)[number] | (typeof TEXT_ONLY)[number]

export function filterSuffixes(kind: FieldKind): readonly FilterSuffix[] {
  switch (kind) {
    case 'string':
      return [...COMPARE, ...TEXT_ONLY]
    case 'ref':
    case 'boolean':
      return EQUALITY
    case 'json':
      return []
    default:
      return COMPARE
  }
}

const INPUT_TYPE: Record<FieldKind, string> = {
  id: 'ID',
  string: 'String',
  bytes: 'Bytes',
  bigint: 'BigInt',
  decimal: 'BigDecimal',
  ref: 'String',
  boolean: 'Boolean',
  json: 'JSON',
}

function outputType(field: FieldSpec): string {
  const type = field.kind === 'ref' ? field.to : field.kind === 'id' ? 'ID' : INPUT_TYPE[field.kind]
  return field.nullable ? `${type}` : `${type}!`
}

/** Fields a list can be sorted by: every one but JSON values. */
export const sortableFields = (entity: EntitySpec) =>
  entity.fields.filter((field) => field.kind !== 'json')

const entityByName = (entities: EntitySpec[], name: string): EntitySpec => {
  const entity = entities.find((candidate) => candidate.name === name)
  if (entity === undefined) throw new Error(`No entity ${name}`)
  return entity
}

/** The plural query's arguments, shared by relation lists (`User.buyTradeHistory(first: 250)`). */
const listArguments = (entity: EntitySpec) =>
  `(first: Int = 100, skip: Int = 0, where: ${filterTypeName(entity)}, orderBy: ${orderByTypeName(entity)}, orderDirection: OrderDirection)`

export const filterTypeName = (entity: EntitySpec) => `${entity.name}_filter`
export const orderByTypeName = (entity: EntitySpec) => `${entity.name}_orderBy`

function entitySdl(entity: EntitySpec, entities: EntitySpec[]): string {
  const fields = [
    ...entity.fields.map((field) => `  ${field.name}: ${outputType(field)}`),
    ...(entity.lists ?? []).map((list) => {
      const target = entityByName(entities, list.to)
      return `  ${list.name}${listArguments(target)}: [${target.name}!]!`
    }),
  ]
  const filters = entity.fields.flatMap((field) => {
    const type = INPUT_TYPE[field.kind]
    return filterSuffixes(field.kind).map((suffix) =>
      suffix.endsWith('_in')
        ? `  ${field.name}${suffix}: [${type}!]`
        : `  ${field.name}${suffix}: ${type}`,
    )
  })
  return [
    `type ${entity.name} {`,
    ...fields,
    '}',
    `input ${filterTypeName(entity)} {`,
    ...filters,
    '}',
    `enum ${orderByTypeName(entity)} {`,
    ...sortableFields(entity).map((field) => `  ${field.name}`),
    '}',
  ].join('\n')
}

function queryFields(entity: EntitySpec): string {
  return [
    `  ${entity.single}(id: ID!): ${entity.name}`,
    `  ${entity.plural}${listArguments(entity)}: [${entity.name}!]!`,
  ].join('\n')
}

/**
 * The whole schema as SDL, generated from `ENTITIES`: per entity its type, a `<Name>_filter`
 * input, a `<Name>_orderBy` enum, and the singular and plural query fields; plus `_meta`.
 */
export function buildSdl(entities: EntitySpec[] = ENTITIES): string {
  return [
    'scalar BigInt',
    'scalar BigDecimal',
    'scalar Bytes',
    'scalar JSON',
    'enum OrderDirection {\n  asc\n  desc\n}',
    'type _Block_ {\n  number: Int!\n  hash: Bytes!\n  timestamp: Int\n}',
    [
      '"""Up to which block the answer is indexed; block is null before the first block."""',
      'type _Meta_ {',
      '  block: _Block_',
      '  deployment: String!',
      '  hasIndexingErrors: Boolean!',
      '}',
    ].join('\n'),
    ...entities.map((entity) => entitySdl(entity, entities)),
    ['type Query {', ...entities.map(queryFields), '  _meta: _Meta_!', '}'].join('\n'),
  ].join('\n\n')
}
