// @vitest-environment node
/**
 * The trading battle API's decoders on well-formed and malformed answers, and the client over real
 * HTTP (a local server answering fixture JSON): the paths it asks, and every malformed answer —
 * not JSON, a wrong type, a state its phase cannot have, results before they exist, tiers out of
 * order, another competition's standings, another wallet's part — arriving as one NftApiError
 * naming the field, never a crash or a half-decoded object.
 */
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { NftApiError } from '../nfts/NftApiError'
import {
  answerByPath,
  type FixtureServer,
  fixtureApiClient,
  type PathAnswer,
  serveFixtureApi,
} from '../test/serveFixtureApi'
import {
  decodeCompetition,
  decodeCompetitionOf,
  decodeCompetitionStandingsOf,
  decodeCompetitions,
  decodeCompetitionUserOf,
  getCompetition,
  getCompetitionStandings,
  getCompetitions,
  getCompetitionUser,
} from './competitionApi'
import {
  competitionKeys,
  competitionQuery,
  competitionStandingsQuery,
  competitionUserQuery,
} from './competitionQueries'
import {
  ALICE,
  apiStandings,
  apiStandingTeam,
  apiTrader,
  apiUser,
  BOB,
  CAROL,
  competitionInPhase,
  competitionList,
  competitionTiers,
  TOKENS,
} from './test/fixtures'

describe('a competition', () => {
  test.each(['registration', 'live', 'calculating', 'claim', 'cancelled'] as const)(
    'in %s decodes as sent',
    (phase) => {
      const competition = competitionInPhase(phase)
      expect(decodeCompetition(competition, '')).toEqual(competition)
    },
  )

  test('addresses come out lowercase; a claim phase past its window is "over"', () => {
    const upper = TOKENS.map((token) => token.toUpperCase().replace('0X', '0x'))
    const decoded = decodeCompetition(
      competitionInPhase('claim', { tokens: upper as never, state: 'over' }),
      '',
    )
    expect(decoded.tokens).toEqual(TOKENS)
    expect(decoded.state).toBe('over')
  })

  test.each<[string, CompetitionFields, RegExp]>([
    ['an unknown phase', { phase: 'finished' }, /^phase: expected "registration" or "live"/],
    ['a state of another phase', { state: 'claim' }, /^state: expected the state of phase "live"/],
    ['"over" outside the claim phase', { state: 'over' }, /^state: expected the state of phase/],
    ['three tokens', { tokens: TOKENS.slice(0, 3) }, /^tokens: expected four entries/],
    [
      'a token twice',
      { tokens: [TOKENS[0], TOKENS[0], TOKENS[2], TOKENS[3]] },
      /^tokens: expected four different/,
    ],
    ['a short address', { contract: '0xc0' }, /^contract: expected an address/],
    ['an id as text', { id: '1' }, /^id: expected a non-negative integer/],
    ['a prize as a number', { tiers: [{ ...tier(0), usdPrize: 1200 }] }, /^tiers\[0\]\.usdPrize/],
    ['no tiers', { tiers: [] }, /^tiers: expected at least one tier/],
    [
      'tiers out of order',
      { tiers: [tier(1), tier(0)] },
      /^tiers\[0\]\.tier: expected tier 0, got number/,
    ],
    [
      'a thirteenth tier',
      { tiers: [...competitionTiers(false), { ...tier(0), tier: 12 }] },
      /^tiers\[12\]\.tier: expected a tier from 0 to 11/,
    ],
    ['no start while live', { liveStart: null }, /^liveStart: expected a time, got null/],
    [
      'a root before the results',
      { root: `0x${'ab'.repeat(32)}` },
      /^root: expected null before the results/,
    ],
    [
      'prices before the results',
      { prices: competitionInPhase('claim').prices },
      /^prices: expected null before/,
    ],
    [
      'tier amounts before the results',
      { tiers: competitionTiers(true) },
      /^tiers\[0\]\.amounts: expected null before/,
    ],
    ['a time no date can hold', { createdAt: 9e15 }, /^createdAt: expected a unix time/],
  ])('a live competition with %s is refused', (_name, fields, message) => {
    expect(() => decodeCompetition({ ...competitionInPhase('live'), ...fields }, '')).toThrow(
      message,
    )
  })

  test.each<[string, CompetitionFields, RegExp]>([
    ['no root', { root: null }, /^root: expected the published results, got null/],
    ['no claim end', { claimEnd: null }, /^claimEnd: expected the published results/],
    ['three prices', { prices: [{ price: '1', decimals: 8 }] }, /^prices: expected four entries/],
    [
      'a tier without amounts',
      { tiers: [{ ...tier(0, true), amounts: null }] },
      /^tiers\[0\]\.amounts: expected the published results/,
    ],
    [
      'a tier without winners',
      { tiers: [{ ...tier(0, true), winners: null }] },
      /^tiers\[0\]\.winners: expected the published results/,
    ],
    [
      'three amounts in a tier',
      { tiers: [{ ...tier(0, true), amounts: ['1', '2', '3'] }] },
      /^tiers\[0\]\.amounts: expected four entries/,
    ],
    [
      'a window closed before it opened',
      { liveStart: 2_000_000_000 },
      /^liveEnd: expected a time from liveStart \(2000000000\)/,
    ],
    ['no end', { liveEnd: null }, /^liveEnd: expected a time, got null/],
  ])('a competition in its claim phase with %s is refused', (_name, fields, message) => {
    expect(() => decodeCompetition({ ...competitionInPhase('claim'), ...fields }, '')).toThrow(
      message,
    )
  })

  test('one competition asked by id must be that one', () => {
    expect(decodeCompetitionOf(1)(competitionInPhase('live'), '').id).toBe(1)
    expect(() => decodeCompetitionOf(2)(competitionInPhase('live'), '')).toThrow(
      /^id: expected competition 2, got number/,
    )
  })

  test('the list: newest first, each once', () => {
    const list = competitionList([
      competitionInPhase('claim', { id: 0 }),
      competitionInPhase('registration', { id: 2 }),
      competitionInPhase('cancelled', { id: 1 }),
    ])
    expect(decodeCompetitions(list, '').map((competition) => competition.id)).toEqual([2, 1, 0])
    expect(decodeCompetitions({ ...competitionList([]), nextCursor: null }, '')).toEqual([])
    expect(() =>
      decodeCompetitions(
        competitionList([competitionInPhase('live'), competitionInPhase('live')]),
        '',
      ),
    ).toThrow(/^data\[1\]\.id: expected each competition once/)
    expect(() => decodeCompetitions([competitionInPhase('live')], '')).toThrow(
      /^answer: expected an object, got an array/,
    )
  })
})

type CompetitionFields = Record<string, unknown>

function tier(index: number, results = false) {
  const found = competitionTiers(results)[index]
  if (!found) throw new Error(`no tier ${index}`)
  return found
}

describe('the standings', () => {
  const decode = decodeCompetitionStandingsOf(1)
  const second = apiStandingTeam({
    teamId: 2,
    name: 'Poltergeist Posse',
    rank: 2,
    volume: '500',
    topTraders: [apiTrader(BOB, { teamId: 2, teamRank: 2, volume: '500', tier: 4 })],
  })

  test('teams by rank with their traders, usernames and volumes as text', () => {
    const named = apiStandingTeam({
      topTraders: [
        apiTrader(ALICE, { username: 'alice' }),
        apiTrader(CAROL, { rankInTeam: 2, volume: '0', tier: null }),
      ],
    })
    const standings = apiStandings([named, second], { final: true })
    expect(decode(standings, '')).toEqual(standings)
  })

  test.each<[string, unknown, RegExp]>([
    [
      'another competition’s',
      apiStandings([], { competitionId: 2 }),
      /^competitionId: expected competition 1/,
    ],
    ['teams out of rank', apiStandings([second]), /^teams\[0\]\.rank: expected rank 1, got number/],
    [
      'a team twice',
      apiStandings([apiStandingTeam(), { ...second, teamId: 1, topTraders: [] }]),
      /^teams\[1\]\.teamId: expected each team once/,
    ],
    [
      'team id 0',
      apiStandings([apiStandingTeam({ teamId: 0 })]),
      /^teams\[0\]\.teamId: expected a team id from 1/,
    ],
    [
      'a trader of another team',
      apiStandings([apiStandingTeam({ topTraders: [apiTrader(BOB, { teamId: 2 })] })]),
      /^teams\[0\]\.topTraders\[0\]\.teamId: expected team 1/,
    ],
    [
      'a trader of another rank',
      apiStandings([apiStandingTeam({ topTraders: [apiTrader(BOB, { teamRank: 2 })] })]),
      /^teams\[0\]\.topTraders\[0\]\.teamRank: expected the team's rank 1/,
    ],
    [
      'traders out of order',
      apiStandings([
        apiStandingTeam({ topTraders: [apiTrader(ALICE, { rankInTeam: 2 }), apiTrader(BOB)] }),
      ]),
      /^teams\[0\]\.topTraders\[1\]\.rankInTeam: expected a rank after 2/,
    ],
    [
      'rank 0',
      apiStandings([apiStandingTeam({ rank: 0 })]),
      /^teams\[0\]\.rank: expected a rank from 1/,
    ],
    [
      'a volume as a number',
      apiStandings([apiStandingTeam({ volume: 5 as never })]),
      /^teams\[0\]\.volume: expected a non-negative integer string/,
    ],
    [
      'a tier past the last',
      apiStandings([apiStandingTeam({ topTraders: [apiTrader(ALICE, { tier: 12 })] })]),
      /^teams\[0\]\.topTraders\[0\]\.tier: expected a tier from 0 to 11/,
    ],
    [
      'a final flag as text',
      apiStandings([], { final: 'yes' as never }),
      /^final: expected true or false/,
    ],
  ])('%s standings are refused', (_name, answer, message) => {
    expect(() => decode(answer, '')).toThrow(message)
  })
})

describe('a wallet’s part', () => {
  const decode = decodeCompetitionUserOf(ALICE.toUpperCase().replace('0X', '0x'))
  const proof = [`0x${'01'.repeat(32)}`, `0x${'02'.repeat(32)}`]

  test('a registrant with its standing and its claim; a wallet that did not register', () => {
    const winner = apiUser(ALICE, {
      registered: true,
      teamId: 1,
      standing: apiTrader(ALICE),
      claim: { tier: 0, proof },
    })
    expect(decode(winner, '')).toEqual(winner)
    expect(decode(apiUser(ALICE), '')).toEqual(apiUser(ALICE))
  })

  test.each<[string, unknown, RegExp]>([
    ['another wallet’s', apiUser(BOB), /^account: expected 0x0{38}a1/],
    [
      'registered without a team',
      apiUser(ALICE, { registered: true }),
      /^teamId: expected the team of a registrant/,
    ],
    [
      'a team without registering',
      apiUser(ALICE, { teamId: 1 }),
      /^teamId: expected null when not registered/,
    ],
    [
      'a standing without registering',
      { ...apiUser(ALICE), standing: apiTrader(ALICE) },
      /^standing: expected null when not registered/,
    ],
    [
      'a claim without registering',
      { ...apiUser(ALICE), claim: { tier: 0, proof } },
      /^claim: expected null when not registered/,
    ],
    [
      'claimed without registering',
      { ...apiUser(ALICE), claimed: true },
      /^claimed: expected false when not registered/,
    ],
    [
      'another wallet’s standing',
      apiUser(ALICE, { registered: true, teamId: 1, standing: apiTrader(BOB) }),
      /^standing\.account: expected 0x0{38}a1/,
    ],
    [
      'a standing in another team',
      apiUser(ALICE, { registered: true, teamId: 2, standing: apiTrader(ALICE) }),
      /^standing\.teamId: expected team 2/,
    ],
    [
      'a proof of short hashes',
      apiUser(ALICE, { registered: true, teamId: 1, claim: { tier: 0, proof: ['0x01'] } }),
      /^claim\.proof\[0\]/,
    ],
    [
      'a claim of tier 12',
      apiUser(ALICE, { registered: true, teamId: 1, claim: { tier: 12, proof } }),
      /^claim\.tier: expected a tier from 0 to 11/,
    ],
  ])('%s part is refused', (_name, answer, message) => {
    expect(() => decode(answer, '')).toThrow(message)
  })
})

describe('the client over HTTP', () => {
  let server: FixtureServer
  const answers = new Map<string, PathAnswer>()

  beforeAll(async () => {
    server = await serveFixtureApi(answerByPath(answers))
  })
  afterAll(async () => {
    await server?.close()
  })
  afterEach(() => answers.clear())

  const client = () => fixtureApiClient(server)

  test('asks the documented paths, the wallet lowercased', async () => {
    const upper = ALICE.toUpperCase().replace('0X', '0x')
    answers.set('/v1/1337/competition/competitions', {
      json: competitionList([competitionInPhase('claim', { id: 0 }), competitionInPhase('live')]),
    })
    answers.set('/v1/1337/competition/competitions/1', { json: competitionInPhase('live') })
    answers.set('/v1/1337/competition/competitions/1/standings', {
      json: apiStandings([apiStandingTeam()]),
    })
    answers.set(`/v1/1337/competition/competitions/1/traders/${ALICE}`, { json: apiUser(ALICE) })
    expect((await getCompetitions(client())).map((competition) => competition.id)).toEqual([1, 0])
    expect((await getCompetition(client(), 1)).phase).toBe('live')
    expect((await getCompetitionStandings(client(), 1)).teams).toHaveLength(1)
    expect((await getCompetitionUser(client(), 1, upper)).account).toBe(ALICE)
    expect(server.requests.map((url) => url.pathname).slice(-4)).toEqual([
      '/v1/1337/competition/competitions',
      '/v1/1337/competition/competitions/1',
      '/v1/1337/competition/competitions/1/standings',
      `/v1/1337/competition/competitions/1/traders/${ALICE}`,
    ])
  })

  test.each<[string, PathAnswer, RegExp]>([
    ['not JSON', { text: '<html>oops</html>' }, /answered HTTP 200 without JSON/],
    [
      'another competition',
      { json: competitionInPhase('live', { id: 3 }) },
      /sent an unexpected answer: id: expected competition 1/,
    ],
    [
      'a state its phase cannot have',
      { json: competitionInPhase('calculating', { state: 'over' }) },
      /state: expected the state of phase "calculating"/,
    ],
    [
      'unknown',
      { status: 404, json: { error: 'NOT_FOUND', message: 'No competition 1.' } },
      /^No competition 1\.$/,
    ],
  ])('a competition answer that is %s is one NftApiError', async (_name, answer, message) => {
    answers.set('/v1/1337/competition/competitions/1', answer)
    const failure = await getCompetition(client(), 1).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NftApiError)
    expect((failure as Error).message).toMatch(message)
  })

  test('a competition’s reads share its key, so one invalidation refreshes them all', async () => {
    answers.set('/v1/1337/competition/competitions/1', [
      { json: competitionInPhase('registration') },
      { json: competitionInPhase('live') },
    ])
    answers.set('/v1/1337/competition/competitions/1/standings', [
      { json: apiStandings([]) },
      { json: apiStandings([apiStandingTeam()]) },
    ])
    answers.set(`/v1/1337/competition/competitions/1/traders/${BOB}`, [
      { json: apiUser(BOB) },
      { json: apiUser(BOB, { registered: true, teamId: 2 }) },
    ])
    const queryClient = new QueryClient()
    const queries = [
      competitionQuery(client(), 1),
      competitionStandingsQuery(client(), 1),
      competitionUserQuery(client(), 1, BOB),
    ] as const
    await Promise.all(queries.map((query) => queryClient.fetchQuery(query as never)))
    for (const query of queries) expect(query.queryKey.slice(0, 1)).toEqual(competitionKeys.all)
    await queryClient.invalidateQueries({
      queryKey: competitionKeys.competition([1337, server.url], 1),
      refetchType: 'all',
    })
    expect(queryClient.getQueryData(queries[0].queryKey)?.phase).toBe('live')
    expect(queryClient.getQueryData(queries[1].queryKey)?.teams).toHaveLength(1)
    expect(queryClient.getQueryData(queries[2].queryKey)?.registered).toBe(true)
  })
})
