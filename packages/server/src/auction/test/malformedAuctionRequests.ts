/**
 * Farm auction requests the API must refuse with a 4xx, for the fuzz test: every one breaks at
 * least one rule — a method the path does not have, a malformed path parameter (or a well-formed
 * auction id the index lacks, or another chain), a bad value of a known query key, or a key the
 * route does not take. The routes only read, so nothing can change; none may answer 5xx or 2xx.
 */
import fc from 'fast-check'
import {
  badChainParam,
  fillPath,
  hexAddress,
  hexDigits,
  junkValues,
  paramIndexes,
} from '../../test/fuzzPaths'
import type { FuzzRequest } from '../../test/fuzzRequests'

type Param = ':chain' | ':id' | ':address'
type QueryKind = 'none' | 'auctions' | 'activity'

type AuctionEndpoint = { path: readonly (string | Param)[]; query: QueryKind }

const v1 = (...rest: (string | Param)[]) => ['v1', ':chain', 'farm-auctions', ...rest] as const

export const AUCTION_ENDPOINTS: AuctionEndpoint[] = [
  { path: v1('auctions'), query: 'auctions' },
  { path: v1('auctions', 'current'), query: 'none' },
  { path: v1('auctions', ':id'), query: 'none' },
  { path: v1('auctions', ':id', 'activity'), query: 'activity' },
  { path: v1('bidders'), query: 'none' },
  { path: v1('bidders', ':address'), query: 'none' },
]

/** What the index holds: auctions 0 … `auctionCount - 1`, and wallets that bid. */
export type AuctionFuzzSeeds = { auctionCount: number; wallets: string[] }

/** Text no parameter or query value accepts: fixed traps, and random text made invalid by an x. */
const junk = junkValues(
  [
    '%201',
    '9223372036854775808',
    '%EF%BC%91',
    `0x${'g'.repeat(40)}`,
    `0x${'a'.repeat(41)}`,
    "'%3B%20drop%20table%20farm_auction%3B%20--",
  ],
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => `x${encodeURIComponent(text)}`),
)

function badParam(param: Param, seeds: AuctionFuzzSeeds): fc.Arbitrary<string> {
  if (param === ':chain') return badChainParam(junk)
  if (param === ':id') {
    return fc.oneof(
      junk,
      fc.constantFrom('01', '00', '+1', '0x1', '1.0', '1-2'),
      // well formed, not in the index: 404
      fc.integer({ min: seeds.auctionCount, max: 2 ** 31 }).map(String),
    )
  }
  return fc.oneof(
    junk,
    hexDigits(40),
    hexDigits(64).map((digits) => `0x${digits}`),
  )
}

function goodParam(param: Param, seeds: AuctionFuzzSeeds): fc.Arbitrary<string> {
  if (param === ':chain') return fc.constant('1337')
  if (param === ':id') return fc.integer({ min: 0, max: seeds.auctionCount - 1 }).map(String)
  return fc.oneof(fc.constantFrom(...seeds.wallets), hexAddress)
}

/** Limits no route takes (auctions: 1–100, activity: 1–1000). */
const badLimit = fc.oneof(
  junk,
  fc.constantFrom('0', '1001', '99999999999', '', '1,2'),
  fc.integer({ min: 1001, max: 2 ** 30 }).map(String),
)
const badCursor: Record<Exclude<QueryKind, 'none'>, fc.Arbitrary<string>> = {
  auctions: fc.oneof(junk, fc.constantFrom('01', '', '1-2', `${2n ** 63n}`, `-5`)),
  activity: fc.oneof(
    junk,
    fc.constantFrom('5', '1-2-3', `${2n ** 63n}-0`, `1-${2 ** 31}`, '-', 'a-b', ''),
  ),
}
const UNKNOWN_KEYS = ['state', 'page', 'size', 'sort', 'id', 'bidder', 'offset', 'chainId']

function badQuery(kind: QueryKind): fc.Arbitrary<string> {
  const unknownKey = fc
    .tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.oneof(junk, fc.constantFrom('1', 'true')))
    .map(([key, value]) => `${key}=${value}`)
  if (kind === 'none') {
    const anyKey = fc
      .tuple(fc.constantFrom('limit', 'cursor'), fc.constantFrom('1', '0'))
      .map(([key, value]) => `${key}=${value}`)
    return fc.oneof(unknownKey, anyKey)
  }
  return fc.oneof(
    unknownKey,
    badLimit.map((limit) => `limit=${limit}`),
    badCursor[kind].map((cursor) => `cursor=${cursor}`),
    // a repeated key arrives as a list
    fc.constant('limit=5&limit=6'),
    fc.tuple(badLimit, badCursor[kind]).map(([limit, cursor]) => `cursor=${cursor}&limit=${limit}`),
  )
}

/** The endpoint's path, its parameter at `badIndex` (if any) malformed. */
const pathOf = (
  endpoint: AuctionEndpoint,
  seeds: AuctionFuzzSeeds,
  badIndex: number | undefined,
): fc.Arbitrary<string> =>
  fillPath<Param>(endpoint.path, (param, index) =>
    index === badIndex ? badParam(param, seeds) : goodParam(param, seeds),
  )

/** One request that breaks a rule, named by the kind of rule. */
export function malformedAuctionRequest(seeds: AuctionFuzzSeeds): fc.Arbitrary<FuzzRequest> {
  const endpoint = fc.constantFrom(...AUCTION_ENDPOINTS)
  const wrongMethod = endpoint.chain((each) =>
    fc.tuple(fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), pathOf(each, seeds, undefined)).map(
      ([method, path]): FuzzRequest => ({
        kind: 'method',
        method,
        path,
        body:
          method === 'DELETE'
            ? undefined
            : { contentType: 'application/json', text: '{"amount":"10"}' },
      }),
    ),
  )
  const wrongParam = endpoint.chain((each) =>
    fc
      .constantFrom(...paramIndexes(each.path))
      .chain((index) => pathOf(each, seeds, index))
      .map((path): FuzzRequest => ({ kind: 'param', method: 'GET', path, body: undefined })),
  )
  const wrongQuery = endpoint.chain((each) =>
    fc.tuple(pathOf(each, seeds, undefined), badQuery(each.query)).map(
      ([path, query]): FuzzRequest => ({
        kind: 'query',
        method: 'GET',
        path: `${path}?${query}`,
        body: undefined,
      }),
    ),
  )
  return fc.oneof(wrongMethod, wrongParam, wrongQuery)
}
