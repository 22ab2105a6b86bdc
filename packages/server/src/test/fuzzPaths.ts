/**
 * The pieces the API fuzz lists (auctions', competitions', voting's) build their malformed paths
 * and values from: each list adds the traps of its own routes to the ones every route refuses.
 */
import fc from 'fast-check'

/** Exactly `length` hex digits, either case. */
export const hexDigits = (length: number): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
    minLength: length,
    maxLength: length,
  })

/** A well-formed address, mostly one no index knows. */
export const hexAddress: fc.Arbitrary<string> = hexDigits(40).map((digits) => `0x${digits}`)

/** Values no path parameter or query value of these APIs takes, percent-encoded where need be. */
const SHARED_TRAPS = [
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '-1',
  '1.5',
  '1e3',
  '0x',
  'NaN',
  'null',
  '__proto__',
  '%20',
  `9${'9'.repeat(100)}`,
  `0x${'a'.repeat(39)}`,
  '%F0%9F%91%BB',
] as const

/**
 * Junk for one API: the shared traps and `ownTraps` (its routes' near misses), `randomText` (made
 * so it is never a valid value), and runs of letters up to 3000 long.
 */
export function junkValues(
  ownTraps: readonly string[],
  randomText: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...SHARED_TRAPS, ...ownTraps),
    randomText,
    fc.integer({ min: 100, max: 3000 }).map((length) => 'a'.repeat(length)),
  )
}

/** A `:chain` this server does not follow: junk, another chain, or 1337 spelt otherwise. */
export const badChainParam = (junk: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(junk, fc.constantFrom('56', '97', '1', '0', '01337'))

/** The path with each `:param` segment drawn from `fill` (a segment's index tells which). */
export function fillPath<param extends `:${string}`>(
  path: readonly (string | param)[],
  fill: (param: param, index: number) => fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const segments = path.map((segment, index) =>
    segment.startsWith(':') ? fill(segment as param, index) : fc.constant(segment),
  )
  return fc.tuple(...segments).map((parts) => `/${parts.join('/')}`)
}

/** Where the path's parameters stand. */
export const paramIndexes = (path: readonly string[]): number[] =>
  path.flatMap((segment, index) => (segment.startsWith(':') ? [index] : []))
