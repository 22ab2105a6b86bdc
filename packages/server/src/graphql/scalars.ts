import { GraphQLScalarType, Kind, type ValueNode } from 'graphql'

// The subgraphs' scalars. Outputs are strings already formatted by the resolvers; inputs are
// checked here so a malformed value fails validation (HTTP 400) before any SQL runs.

const INTEGER = /^-?\d+$/
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/
const HEX = /^0x[0-9a-fA-F]*$/

function scalar(name: string, description: string, pattern: RegExp, expected: string) {
  const parse = (value: unknown): string => {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
    if (typeof text !== 'string' || !pattern.test(text)) {
      throw new TypeError(`${name} must be ${expected}, got ${JSON.stringify(value)}`)
    }
    return name === 'Bytes' ? text.toLowerCase() : text
  }
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => String(value),
    parseValue: parse,
    parseLiteral: (node: ValueNode) => {
      if (node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT) {
        // INT and FLOAT literals keep their digits as text, so big values stay exact.
        return parse(node.value)
      }
      throw new TypeError(`${name} must be ${expected}`)
    },
  })
}

export const BigIntScalar = scalar(
  'BigInt',
  'An integer of any size, as a decimal string.',
  INTEGER,
  'an integer string such as "42"',
)

export const BigDecimalScalar = scalar(
  'BigDecimal',
  'A decimal number of any precision, as a string such as "1.5".',
  DECIMAL,
  'a decimal string such as "1.5"',
)

export const BytesScalar = scalar(
  'Bytes',
  '0x-prefixed hex (addresses, hashes), lowercase.',
  HEX,
  '0x-prefixed hex',
)

/** Output only: a JSON value as stored (NFT metadata attributes); no filter takes one. */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'A JSON value, as the metadata file has it.',
  serialize: (value) => value,
  parseValue: () => {
    throw new TypeError('JSON values cannot be used as arguments')
  },
  parseLiteral: () => {
    throw new TypeError('JSON values cannot be used as arguments')
  },
})
