import { expect, test } from 'vitest'
import { scanQuery } from './scanQuery'

const LIMITS = { tokens: 10_000, aliases: 100 }

test('counts aliases, not arguments, variables or values, and ignores comments', () => {
  const query = `query Top($first: Int = 10, $where: Pair_filter) {
    top: pairs(first: $first, where: $where) { id t0: token0 { id } } # x: y: z:
    bundle(id: "1") { bnbPrice }
    pairs(where: { token0_in: ["a:b"], reserveUSD_gt: "1" }) { id }
  }`
  expect(scanQuery(query, LIMITS).aliases).toBe(2)
  expect(scanQuery('{ a: b(c: 1) }', LIMITS)).toEqual({ tokens: 10, aliases: 1 })
})

test('stops one past a limit', () => {
  const flood = `{ ${Array.from({ length: 2000 }, (_, index) => `a${index}: bundle(id: "1") { bnbPrice }`).join(' ')} }`
  expect(scanQuery(flood, LIMITS)).toEqual({ tokens: 1 + 100 * 11 + 2, aliases: 101 })
  expect(scanQuery(flood, { tokens: 20, aliases: 100 })).toEqual({ tokens: 21, aliases: 2 })
})

test('a lexing error ends the scan with the count so far', () => {
  expect(scanQuery('{ a: b c: d ~ e: f }', LIMITS)).toEqual({ tokens: 7, aliases: 2 })
})
