// @vitest-environment node
/**
 * The teams API's decoders on well-formed and malformed answers, and the client over real HTTP
 * (a local server answering fixture JSON): the paths and queries it sends, the member pages it
 * follows, and every malformed answer — not JSON, a wrong type, a team twice, another team's
 * page — arriving as one NftApiError that names the field, never a crash or a half-decoded object.
 */
import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { NftApiError } from '../nfts/NftApiError'
import {
  answerByPath,
  type FixtureAnswer,
  type FixtureServer,
  fixtureApiClient,
  type PathAnswer,
  serveFixtureApi,
} from '../test/serveFixtureApi'
import {
  decodeTeam,
  decodeTeamDetail,
  decodeTeamDetailOf,
  decodeTeamMember,
  decodeTeams,
  getTeam,
  getTeams,
} from './teamsApi'
import { TEAM_MEMBERS_PAGE_SIZE, teamQuery, teamsKeys, teamsQuery } from './teamsQueries'
import { ALICE, apiTeam, apiTeamMember, BOB, CAROL, teamDetail, teamList } from './test/fixtures'

describe('decoders', () => {
  test('a team keeps its points as text; a member’s address is lowercased', () => {
    expect(decodeTeam(apiTeam({ points: '123456789012345678901234567890' }), '')).toEqual(
      apiTeam({ points: '123456789012345678901234567890' }),
    )
    const upper = '0x00000000000000000000000000000000000000A1'
    expect(decodeTeamMember(apiTeamMember(upper, { username: 'alice' }), '')).toEqual({
      account: ALICE,
      username: 'alice',
      points: '0',
      isActive: true,
    })
  })

  test.each([
    ['team id 0', { teamId: 0 }, /^teamId: expected a team id from 1/],
    ['a team id as text', { teamId: '1' }, /^teamId: expected a non-negative integer/],
    ['points as a number', { points: 1250 }, /^points: expected a non-negative integer string/],
    ['negative points', { points: '-5' }, /^points: expected a non-negative integer string/],
    ['a member count as text', { members: '2' }, /^members: expected a non-negative integer/],
    ['joinable as text', { joinable: 'yes' }, /^joinable: expected true or false/],
    ['no name', { name: undefined }, /^name: expected a string/],
    ['a description that is not text', { description: 7 }, /^description: expected a string/],
  ])('a team with %s is refused', (_name, fields, message) => {
    expect(() => decodeTeam({ ...apiTeam(), ...fields }, '')).toThrow(message)
  })

  test.each([
    ['a short address', { account: '0xa1' }, /^account: expected an address/],
    ['points as a number', { points: 3 }, /^points: expected a non-negative integer string/],
    ['a username that is a number', { username: 5 }, /^username: expected a string/],
    ['no paused flag', { isActive: undefined }, /^isActive: expected true or false/],
  ])('a member with %s is refused', (_name, fields, message) => {
    expect(() => decodeTeamMember({ ...apiTeamMember(ALICE), ...fields }, '')).toThrow(message)
  })

  test('the list: an envelope of teams, each named once', () => {
    const teams = [apiTeam(), apiTeam({ teamId: 2, name: 'Cake Crushers' })]
    expect(decodeTeams(teamList(teams), '').map((team) => team.name)).toEqual([
      'Syrup Storm',
      'Cake Crushers',
    ])
    expect(() => decodeTeams(teams, '')).toThrow(/^answer: expected an object, got an array/)
    expect(() => decodeTeams(teamList([apiTeam(), apiTeam({ name: 'Again' })]), '')).toThrow(
      /^data\[1\]\.teamId: expected each team once, got number/,
    )
    expect(() => decodeTeams({ data: [{ ...apiTeam(), members: -1 }] }, '')).toThrow(
      /^data\[0\]\.members/,
    )
  })

  test('a team’s page: its members and cursor, and only the team asked for', () => {
    const detail = teamDetail(apiTeam({ teamId: 3 }), [apiTeamMember(ALICE)], 'next')
    expect(decodeTeamDetail(detail, '').membersPage).toEqual({
      data: [apiTeamMember(ALICE)],
      nextCursor: 'next',
    })
    expect(decodeTeamDetailOf(3)(detail, '').teamId).toBe(3)
    expect(() => decodeTeamDetailOf(4)(detail, '')).toThrow(/^teamId: expected team 4, got number/)
    expect(() => decodeTeamDetail(apiTeam(), '')).toThrow(/^membersPage: expected an object/)
    expect(() => decodeTeamDetail(teamDetail(apiTeam(), [], ''), '')).toThrow(
      /^membersPage\.nextCursor: expected a cursor string/,
    )
    expect(() =>
      decodeTeamDetail(
        {
          ...apiTeam(),
          membersPage: { data: [{ ...apiTeamMember(BOB), isActive: 1 }], nextCursor: null },
        },
        '',
      ),
    ).toThrow(/^membersPage\.data\[0\]\.isActive: expected true or false/)
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
  afterEach(() => {
    answers.clear()
    server.requests.length = 0
  })

  test('asks the documented paths and queries', async () => {
    const client = fixtureApiClient(server)
    answers.set('/v1/1337/teams', { json: teamList([apiTeam(), apiTeam({ teamId: 2 })]) })
    answers.set('/v1/1337/teams/2?limit=5&cursor=c1', {
      json: teamDetail(apiTeam({ teamId: 2 }), [apiTeamMember(BOB)], 'c2'),
    })
    answers.set('/v1/1337/teams/2', { json: teamDetail(apiTeam({ teamId: 2 }), []) })

    expect((await getTeams(client)).map((team) => team.teamId)).toEqual([1, 2])
    const page = await getTeam(client, 2, { limit: 5, cursor: 'c1' })
    expect(page.membersPage).toEqual({ data: [apiTeamMember(BOB)], nextCursor: 'c2' })
    expect((await getTeam(client, 2)).membersPage.data).toEqual([])
    expect(server.requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/v1/1337/teams',
      '/v1/1337/teams/2?limit=5&cursor=c1',
      '/v1/1337/teams/2',
    ])
  })

  test.each<[string, FixtureAnswer, RegExp]>([
    ['not JSON', { text: '<html>oops</html>' }, /answered HTTP 200 without JSON/],
    ['null', { json: null }, /answer: expected an object, got null/],
    [
      'another team’s page',
      { json: teamDetail(apiTeam({ teamId: 8 }), []) },
      /teamId: expected team 7, got number/,
    ],
    [
      'a member with a wrong type',
      {
        json: {
          ...apiTeam({ teamId: 7 }),
          membersPage: { data: [{ ...apiTeamMember(ALICE), points: 10 }], nextCursor: null },
        },
      },
      /membersPage\.data\[0\]\.points: expected a non-negative integer string/,
    ],
    [
      'a failure with its message',
      { status: 404, json: { error: 'NOT_FOUND', message: 'No such team.' } },
      /^No such team\.$/,
    ],
  ])('a team answer that is %s is one NftApiError', async (_name, answer, message) => {
    answers.set('/v1/1337/teams/7', answer)
    const failure = await getTeam(fixtureApiClient(server), 7).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NftApiError)
    expect((failure as Error).message).toMatch(message)
  })

  test('a team’s members follow their cursor; every key starts with the teams prefix', async () => {
    const client = fixtureApiClient(server)
    const team = apiTeam({ teamId: 4 })
    const limit = TEAM_MEMBERS_PAGE_SIZE
    answers.set(`/v1/1337/teams/4?limit=${limit}`, {
      json: teamDetail(team, [apiTeamMember(ALICE), apiTeamMember(BOB)], 'm2'),
    })
    answers.set(`/v1/1337/teams/4?limit=${limit}&cursor=m2`, {
      json: teamDetail(team, [apiTeamMember(CAROL)]),
    })
    answers.set('/v1/1337/teams', { json: teamList([team]) })
    const queryClient = new QueryClient()
    const detail = teamQuery(client, 4)
    // whatever changes a team invalidates its prefix, which holds its member pages
    expect(detail.queryKey.slice(0, 5)).toEqual([...teamsKeys.team([1337, server.url], 4)])
    const loaded = await queryClient.fetchInfiniteQuery({ ...detail, pages: 3 })
    expect(
      loaded.pages.map((page) => page.membersPage.data.map((member) => member.account)),
    ).toEqual([[ALICE, BOB], [CAROL]])
    const list = teamsQuery(client)
    expect(list.queryKey.slice(0, 1)).toEqual(teamsKeys.all)
    expect((await queryClient.fetchQuery(list)).map((entry) => entry.name)).toEqual(['Syrup Storm'])
  })
})
