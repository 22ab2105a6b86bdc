import type { DecimalsSource, EntityName, FieldSpec } from './entities'

// Constructors of field descriptions, shared by the DEX's and the NFT market's entities.

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
