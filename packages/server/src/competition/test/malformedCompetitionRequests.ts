/**
 * Competition requests the API must refuse with a 4xx, for the fuzz test: a method the path does
 * not have, a malformed path parameter, a bad or unknown query key, an unknown competition or
 * route, or the results of a competition whose live window has not closed. Every value is built
 * so that it can never be a valid one (random text is prefixed so it is never a number).
 */
import fc from 'fast-check'
import { badChainParam, fillPath, hexAddress, junkValues, paramIndexes } from '../../test/fuzzPaths'
import type { FuzzRequest } from '../../test/fuzzRequests'

type Param = ':chain' | ':id' | ':address'

type CompetitionEndpoint = readonly (string | Param)[]

const v1 = (...rest: (string | Param)[]): CompetitionEndpoint => [
  'v1',
  ':chain',
  'competition',
  'competitions',
  ...rest,
]

export const COMPETITION_ENDPOINTS: CompetitionEndpoint[] = [
  v1(),
  v1(':id'),
  v1(':id', 'standings'),
  v1(':id', 'traders', ':address'),
  v1(':id', 'results'),
]

/** What the run can use: competitions that exist, and one still in registration. */
export type CompetitionFuzzSeeds = {
  ids: readonly number[]
  inRegistration: number
}

/** Text no parameter or query value accepts, percent-encoded where it must be. */
const junk = junkValues(
  [
    '01',
    '00',
    '+1',
    '9999999999999999',
    `0x${'g'.repeat(40)}`,
    `0x${'a'.repeat(41)}`,
    "'; drop table competition; --",
  ],
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    .map((text) => encodeURIComponent(`x${text}`)),
)

function badParam(param: Param): fc.Arbitrary<string> {
  if (param === ':chain') return badChainParam(junk)
  return junk
}

/** The endpoint's path, its parameter at `badIndex` (if any) malformed. */
const pathOf = (
  endpoint: CompetitionEndpoint,
  good: Record<Param, fc.Arbitrary<string>>,
  badIndex: number | undefined,
): fc.Arbitrary<string> =>
  fillPath<Param>(endpoint, (param, index) => (index === badIndex ? badParam(param) : good[param]))

const QUERY_KEYS = ['limit', 'cursor', 'page', 'id', 'account', 'sort', 'final']
/** Never a valid `limit` (1 to 100), nor anything the other routes take (they take no query). */
const badQueryValue = fc.oneof(
  fc.constantFrom('-1', '0', '101', '1.5', '1e2', '9'.repeat(40), '', 'abc', ' 5', '05x', '1000'),
  junk,
)
/** At least one bad or unknown key, maybe more (repeated keys become arrays). */
const badQuery = fc
  .tuple(
    fc.constantFrom(...QUERY_KEYS),
    badQueryValue,
    fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), badQueryValue), { maxLength: 3 }),
  )
  .map(([key, value, rest]) => [[key, value], ...rest].map(([k, v]) => `${k}=${v}`).join('&'))

export type MalformedCompetitionRequest = FuzzRequest & {
  kind: 'method' | 'param' | 'query' | 'unknown' | 'state'
}

const get = (kind: MalformedCompetitionRequest['kind'], path: fc.Arbitrary<string>) =>
  fc.record({
    kind: fc.constant(kind),
    method: fc.constant('GET'),
    path,
    body: fc.constant(undefined),
  })

/** One request the competition API must answer with a 4xx. */
export function malformedCompetitionRequest(
  seeds: CompetitionFuzzSeeds,
): fc.Arbitrary<MalformedCompetitionRequest> {
  const good: Record<Param, fc.Arbitrary<string>> = {
    ':chain': fc.constant('1337'),
    ':id': fc.constantFrom(...seeds.ids).map(String),
    ':address': hexAddress,
  }
  const unknownId = fc.integer({ min: Math.max(...seeds.ids) + 1, max: 10 ** 12 }).map(String)
  return fc.oneof(
    // a method the path does not have (every route is a GET)
    fc.constantFrom(...COMPETITION_ENDPOINTS).chain((endpoint) =>
      fc.record({
        kind: fc.constant('method' as const),
        method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
        path: pathOf(endpoint, good, undefined),
        body: fc.constant(undefined),
      }),
    ),
    // one malformed path parameter (the chain included)
    fc.constantFrom(...COMPETITION_ENDPOINTS).chain((endpoint) =>
      get(
        'param',
        fc.constantFrom(...paramIndexes(endpoint)).chain((index) => pathOf(endpoint, good, index)),
      ),
    ),
    // bad query keys or values on every route
    fc.constantFrom(...COMPETITION_ENDPOINTS).chain((endpoint) =>
      get(
        'query',
        fc
          .tuple(pathOf(endpoint, good, undefined), badQuery)
          .map(([path, query]) => `${path}?${query}`),
      ),
    ),
    // a competition the index does not have, or a route the API does not have
    fc.oneof(
      fc
        .constantFrom(...COMPETITION_ENDPOINTS.slice(1))
        .chain((endpoint) =>
          get('unknown', pathOf(endpoint, { ...good, ':id': unknownId }, undefined)),
        ),
      fc
        .tuple(
          good[':id'],
          fc.constantFrom('winners', 'teams', 'claim', 'standings/1', 'results/0', ''),
        )
        .chain(([id, rest]) =>
          get('unknown', fc.constant(`/v1/1337/competition/competitions/${id}/x${rest}`)),
        ),
    ),
    // results while the live window has not closed
    get('state', fc.constant(`/v1/1337/competition/competitions/${seeds.inRegistration}/results`)),
  )
}
