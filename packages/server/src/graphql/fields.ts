import type { DecimalsSource, EntityName, FieldSpec } from './entitySpec'

// Constructors of field descriptions, shared by the domains' entities (`<domain>/graphqlEntities.ts`).

export const USD = { fixed: 18 } as const

export const id: FieldSpec = { name: 'id', column: 'id', kind: 'id' }
export const bigint = (
  name: string,
  column: string,
  sqlType: FieldSpec['sqlType'] = 'int8',
): FieldSpec => ({
  name,
  column,
  kind: 'bigint',
  sqlType,
})
export const fixed18 = (name: string, column: string): FieldSpec => ({
  name,
  column,
  kind: 'decimal',
  decimals: USD,
})
export const amount = (name: string, column: string, decimals: DecimalsSource): FieldSpec => ({
  name,
  column,
  kind: 'decimal',
  decimals,
})
export const bytes = (name: string, column: string): FieldSpec => ({ name, column, kind: 'bytes' })
export const ref = (name: string, column: string, to: EntityName): FieldSpec => ({
  name,
  column,
  kind: 'ref',
  to,
})

export const text = (name: string, column: string, nullable = false): FieldSpec => ({
  name,
  column,
  kind: 'string',
  nullable,
})
export const boolean = (name: string, column: string, nullable = false): FieldSpec => ({
  name,
  column,
  kind: 'boolean',
  nullable,
})
/** A BNB amount stored in wei, shown in BNB (18 decimals), as the NFT subgraph's BigDecimals. */
export const bnb = (name: string, column: string): FieldSpec => fixed18(name, column)

/** Where a reward or squad event happened (the DEX events' names). */
export const eventLocation = (): FieldSpec[] => [
  id,
  bytes('transactionHash', 'transaction_hash'),
  bigint('logIndex', 'log_index', 'int4'),
  bigint('blockNumber', 'block_number'),
  bigint('timestamp', 'timestamp'),
]

/** A uint256 level as an integer string (levels are counts, not amounts). */
export const level = (name: string, column: string, nullable = false): FieldSpec => ({
  ...bigint(name, column, 'numeric'),
  nullable,
})

export const nullable = (field: FieldSpec): FieldSpec => ({ ...field, nullable: true })
