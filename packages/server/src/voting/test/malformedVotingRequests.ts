/**
 * Voting requests the API must refuse, for the fuzz test: every one breaks at least one rule — a
 * method the path does not have, a malformed path parameter, a bad or unknown query key, a body
 * that is not JSON or not the request's shape (wrong types, huge strings, bad hex, non-canonical
 * numbers, unknown keys), a well-shaped body whose signature is random, or a really signed
 * message that a rule refuses (a replay, a choice the proposal lacks, no power) — so none may
 * write anything.
 */
import fc from 'fast-check'
import { type Body, badBody } from '../../market/test/malformedRequests'
import {
  badChainParam,
  fillPath,
  hexAddress,
  hexDigits,
  junkValues,
  paramIndexes,
} from '../../test/fuzzPaths'

export type VotingMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const METHODS: VotingMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

type Param = ':chain' | ':id' | ':address'

type VotingEndpoint = { methods: VotingMethod[]; path: readonly (string | Param)[] }

const v1 = (...rest: (string | Param)[]) => ['v1', ':chain', 'voting', ...rest] as const

export const VOTING_ENDPOINTS: VotingEndpoint[] = [
  { methods: ['GET'], path: v1('config') },
  { methods: ['GET', 'POST'], path: v1('proposals') },
  { methods: ['GET'], path: v1('proposals', ':id') },
  { methods: ['GET'], path: v1('proposals', ':id', 'votes') },
  { methods: ['GET'], path: v1('proposals', ':id', 'recount') },
  { methods: ['GET'], path: v1('power', ':address') },
  { methods: ['POST'], path: v1('votes') },
]

/** What the test seeded and signed before the run (see fuzz.test.ts). */
export type FuzzSeeds = {
  /** The stored proposal's id. */
  proposalId: string
  /** Really signed bodies that a rule refuses (a replay, a missing choice, no power…). */
  refusedProposals: unknown[]
  refusedVotes: unknown[]
  /** Unix seconds near the chain's clock, for well-shaped messages. */
  now: bigint
}

const bytes32 = hexDigits(64).map((digits) => `0x${digits}`)
/** 65 random bytes: shaped like a signature, never one of the message. */
const forgedSignature = hexDigits(130).map((digits) => `0x${digits}`)

/** Text no parameter accepts, already percent-encoded where it must be. */
const junk = junkValues(
  [
    `0x${'g'.repeat(64)}`,
    `0x${'a'.repeat(63)}`,
    `0x${'a'.repeat(65)}`,
    "'; drop table voting_vote; --",
  ],
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
)

function badParam(param: Param): fc.Arbitrary<string> {
  if (param === ':chain') return badChainParam(junk)
  return junk
}

/** The endpoint's path, its parameter at `badIndex` (if any) malformed. */
function pathOf(
  endpoint: VotingEndpoint,
  seeds: FuzzSeeds,
  badIndex: number | undefined,
): fc.Arbitrary<string> {
  const good: Record<Param, fc.Arbitrary<string>> = {
    ':chain': fc.constant('1337'),
    ':id': fc.oneof(fc.constant(seeds.proposalId), bytes32),
    ':address': hexAddress,
  }
  return fillPath<Param>(endpoint.path, (param, index) =>
    index === badIndex ? badParam(param) : good[param],
  )
}

const QUERY_KEYS = ['state', 'type', 'cursor', 'limit', 'block', 'page', 'size', 'sort', 'id']
const badQueryValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '1e400',
    '9'.repeat(40),
    '',
    'abc',
    'open',
    'admin',
    `0_0_0x${'a'.repeat(63)}`,
    `3_1_0x${'a'.repeat(64)}`,
    `1_0x${'A'.repeat(40)}`,
    '99999999999999999999',
    '1001',
  ),
  junk,
)
/** At least one bad or unknown key, and maybe more (repeated keys become arrays). */
const badQuery = fc
  .tuple(
    fc.constantFrom(...QUERY_KEYS),
    badQueryValue,
    fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), badQueryValue), { maxLength: 4 }),
  )
  .map(([key, value, rest]) => [[key, value], ...rest].map(([k, v]) => `${k}=${v}`).join('&'))

/** Values no field of a signed message accepts, or that change it from what was signed. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    -1,
    0,
    1.5,
    2 ** 32,
    2 ** 53 + 2,
    '',
    ' 1',
    '007',
    '-1',
    '1.0',
    '1e3',
    '0x10',
    '18446744073709551616',
    '9007199254740992',
    '0x',
    '0xzz',
    `0x${'a'.repeat(63)}`,
    `0x${'a'.repeat(41)}`,
    'a\u0000b',
    'a\ud800b',
    '\udfff',
    '__proto__',
  ),
  fc.integer({ min: 257, max: 30_000 }).map((length) => 'x'.repeat(length)),
  fc.array(fc.string({ maxLength: 4 }), { minLength: 41, maxLength: 60 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.double(),
  fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String),
)

type Json = Record<string, unknown>

/** A change to one place of a body: a field set to a bad value, removed, or a key added. */
type Mutation = { path: string[]; op: 'set' | 'delete' | 'add'; value: unknown; key: string }

function mutate(body: Json, mutation: Mutation): Json {
  const copy = structuredClone(body)
  let target: Json = copy
  for (const key of mutation.path.slice(0, -1)) {
    const next = target[key]
    if (typeof next !== 'object' || next === null) return copy
    target = next as Json
  }
  const last = mutation.path.at(-1)
  if (mutation.op === 'add' || last === undefined) {
    const inner = last === undefined ? target : target[last]
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner))
      (inner as Json)[mutation.key] = mutation.value
    else target[mutation.key] = mutation.value
  } else if (mutation.op === 'delete') delete target[last]
  else target[last] = mutation.value
  return copy
}

const PROPOSAL_PATHS = [
  [],
  ['chainId'],
  ['signature'],
  ['message'],
  ['message', 'author'],
  ['message', 'title'],
  ['message', 'body'],
  ['message', 'choices'],
  ['message', 'choices', '0'],
  ['message', 'start'],
  ['message', 'end'],
  ['message', 'snapshot'],
  ['message', 'timestamp'],
]
const VOTE_PATHS = [
  [],
  ['chainId'],
  ['signature'],
  ['message'],
  ['message', 'voter'],
  ['message', 'proposal'],
  ['message', 'choice'],
  ['message', 'timestamp'],
]

const mutation = (paths: string[][]): fc.Arbitrary<Mutation> =>
  fc.record({
    path: fc.constantFrom(...paths),
    op: fc.constantFrom('set', 'delete', 'add'),
    value: badValue,
    key: fc.oneof(
      fc.constantFrom('extra', 'admin', '__proto__', 'constructor'),
      fc.string({ maxLength: 8 }),
    ),
  })

function wellShapedProposal(seeds: FuzzSeeds): fc.Arbitrary<Json> {
  const now = Number(seeds.now)
  return fc
    .record({
      author: hexAddress,
      title: fc.string({ maxLength: 40 }),
      body: fc.string({ maxLength: 200 }),
      choices: fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
      start: fc.integer({ min: 0, max: now + 100_000 }),
      length: fc.integer({ min: -100, max: 100_000 }),
      snapshot: fc.integer({ min: 0, max: 1_000 }),
      drift: fc.integer({ min: -2000, max: 2000 }),
      signature: forgedSignature,
    })
    .map(({ length, drift, signature, ...message }) => ({
      chainId: 1337,
      message: {
        ...message,
        start: String(message.start),
        end: String(Math.max(0, message.start + length)),
        snapshot: String(message.snapshot),
        timestamp: String(now + drift),
      },
      signature,
    }))
}

function wellShapedVote(seeds: FuzzSeeds): fc.Arbitrary<Json> {
  return fc
    .record({
      voter: hexAddress,
      proposal: fc.oneof(fc.constant(seeds.proposalId), bytes32),
      choice: fc.integer({ min: 0, max: 5 }),
      drift: fc.integer({ min: -2000, max: 2000 }),
      signature: forgedSignature,
    })
    .map(({ drift, signature, ...message }) => ({
      chainId: 1337,
      message: { ...message, timestamp: String(Number(seeds.now) + drift) },
      signature,
    }))
}

const json = (value: unknown): Body => ({
  contentType: 'application/json',
  text: JSON.stringify(value),
})

/** A body for POST proposals or votes that can never be stored. */
function refusedBody(seeds: FuzzSeeds, route: 'proposals' | 'votes'): fc.Arbitrary<Body> {
  const shaped = route === 'proposals' ? wellShapedProposal(seeds) : wellShapedVote(seeds)
  const paths = route === 'proposals' ? PROPOSAL_PATHS : VOTE_PATHS
  const signed = route === 'proposals' ? seeds.refusedProposals : seeds.refusedVotes
  return fc.oneof(
    // well shaped, a random signature: 401 (or 404: no such proposal), else a schema's 400
    shaped.map(json),
    fc
      .tuple(shaped, fc.array(mutation(paths), { minLength: 1, maxLength: 3 }))
      .map(([body, changes]) => json(changes.reduce(mutate, body))),
    // really signed, refused by a rule; or changed after signing
    fc.constantFrom(...signed).map(json),
    fc
      .tuple(fc.constantFrom(...signed), mutation(paths))
      .map(([body, change]) => json(mutate(body as Json, change))),
    badBody,
  )
}

export type MalformedVotingRequest = {
  kind: 'method' | 'param' | 'query' | 'body'
  method: VotingMethod
  path: string
  body: Body | undefined
}

const anyBody = (seeds: FuzzSeeds): fc.Arbitrary<Body | undefined> =>
  fc.oneof(fc.constant(undefined), refusedBody(seeds, 'proposals'), refusedBody(seeds, 'votes'))

const pathKey = (endpoint: VotingEndpoint) => endpoint.path.join('/')

/** One malformed voting request, of any kind. */
export function malformedVotingRequest(seeds: FuzzSeeds): fc.Arbitrary<MalformedVotingRequest> {
  return fc.oneof(
    // a method the path does not have
    fc.constantFrom(...VOTING_ENDPOINTS).chain((endpoint) =>
      fc.record({
        kind: fc.constant('method' as const),
        method: fc.constantFrom(...METHODS.filter((method) => !endpoint.methods.includes(method))),
        path: pathOf(endpoint, seeds, undefined),
        body: anyBody(seeds),
      }),
    ),
    // one malformed path parameter (the chain included)
    fc.constantFrom(...VOTING_ENDPOINTS).chain((endpoint) => {
      const params = paramIndexes(endpoint.path)
      const method = endpoint.methods[0] ?? 'GET'
      return fc.record({
        kind: fc.constant('param' as const),
        method: fc.constant(method),
        path: fc.constantFrom(...params).chain((index) => pathOf(endpoint, seeds, index)),
        body: method === 'GET' ? fc.constant(undefined) : anyBody(seeds),
      })
    }),
    // bad query keys or values on every route (the POSTs take none either)
    fc.constantFrom(...VOTING_ENDPOINTS).chain((endpoint) => {
      const method = endpoint.methods.includes('GET') ? 'GET' : 'POST'
      return fc.record({
        kind: fc.constant('query' as const),
        method: fc.constant(method),
        path: fc
          .tuple(pathOf(endpoint, seeds, undefined), badQuery)
          .map(([path, query]) => `${path}?${query}`),
        // a POST's body must not be the reason: only signed refusals, so the query is judged
        body:
          method === 'GET'
            ? fc.constant(undefined)
            : fc.constant(
                json(
                  pathKey(endpoint).endsWith('votes')
                    ? seeds.refusedVotes[0]
                    : seeds.refusedProposals[0],
                ),
              ),
      })
    }),
    // a body no write accepts
    fc.constantFrom<'proposals' | 'votes'>('proposals', 'votes').chain((route) =>
      fc.record({
        kind: fc.constant('body' as const),
        method: fc.constant('POST' as const),
        path: fc.constant(`/v1/1337/voting/${route}`),
        body: refusedBody(seeds, route),
      }),
    ),
  )
}
