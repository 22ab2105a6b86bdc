import { parse } from 'graphql'
import { expect, test } from 'vitest'
import { measureQuery, SATURATED } from './measureQuery'

const measure = (query: string) => measureQuery(parse(query))

test('fields and aliases as written, depth as nesting', () => {
  expect(
    measure('{ a: bundle(id: "1") { bnbPrice } b: bundle(id: "1") { id } pairs { id } }'),
  ).toEqual({ fields: 6, aliases: 2, depth: 2 })
  expect(measure('{ swaps { pair { token0 { id } } } }')).toEqual({
    fields: 4,
    aliases: 0,
    depth: 4,
  })
})

test('a named fragment counts wherever it is spread, and adds no level of its own', () => {
  const query = `{ a: pair(id: "x") { ...P } b: pair(id: "y") { ...P } }
    fragment P on Pair { id t: token0 { ...T } }
    fragment T on Token { id symbol }`
  // per pair: id, token0 and its two fields
  expect(measure(query)).toEqual({ fields: 2 + 2 * 4, aliases: 2 + 2, depth: 3 })
})

test('depth follows named fragments nested in fragments, and inline fragments', () => {
  // The text alone is measured: types and fields need not exist.
  const chain = Array.from(
    { length: 9 },
    (_, index) => `fragment F${index} on T { x { id } y { ...F${index + 1} } }`,
  )
  const query = `{ t { ...F0 } } ${chain.join(' ')} fragment F9 on T { id }`
  expect(measure(query).depth).toBe(1 + 9 + 1)
  expect(measure('{ pairs { ... on Pair { token0 { ... { id } } } } }').depth).toBe(3)
})

test('a fragment cycle ends: each fragment is measured once', () => {
  const query = `{ pairs { ...A } }
    fragment A on Pair { id token0 { ...B } }
    fragment B on Token { id pairs: id ...A }`
  // pairs, A's id and token0, B's two ids; A inside B counts nothing more
  expect(measure(query)).toEqual({ fields: 5, aliases: 1, depth: 3 })
})

test('a fragment spread twice in each of 64 fragments saturates instead of being walked', () => {
  const fragments = Array.from(
    { length: 64 },
    (_, index) =>
      `fragment F${index} on Query { a: bundle(id: "1") { ...F${index + 1} } b: bundle(id: "1") { ...F${index + 1} } }`,
  )
  const query = `{ ...F0 } ${fragments.join(' ')} fragment F64 on Bundle { id }`
  expect(measure(query)).toEqual({ fields: SATURATED, aliases: SATURATED, depth: 65 })
})

test('fragments no operation reaches, or named twice, are counted too: validation reads them', () => {
  const flood = Array.from({ length: 5 }, (_, index) => `a${index}: id`).join(' ')
  expect(measure(`{ bundles { id } } fragment Unused on Bundle { ${flood} }`)).toEqual({
    fields: 7,
    aliases: 5,
    depth: 2,
  })
  expect(
    measure(`{ bundles { ...B } } fragment B on Bundle { id } fragment B on Bundle { ${flood} }`),
  ).toEqual({ fields: 7, aliases: 5, depth: 2 })
})
