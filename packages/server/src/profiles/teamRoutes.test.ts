/**
 * The teams API (`/v1/{chainId}/teams…`) over real HTTP, on PGlite and PostgreSQL, indexing a real
 * chain: seven dev accounts register profiles on Anvil, earn points, two move to team 2, one
 * pauses, nine more teams are added and the last is closed to newcomers; two wallets take
 * usernames through the profile service. Checked: the list in numeric id order, a team with its
 * members (active first, most points first, then address), pages across ties and across the
 * active/paused boundary, 404s, and 400 (never 500) for malformed input.
 */
import { ghostProfileAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { ApiTeam, ApiTeamDetail, ApiTeamMember } from '@ghost/sdk'
import fc from 'fast-check'
import { type ContractFunctionArgs, type ContractFunctionName, getAddress } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import type { MarketChain } from '../market/test/marketFixture'
import { describeEachDatabase, useMarketChain } from '../market/test/marketSuite'
import { send } from '../test/chainCalls'
import { registerProfile } from './test/registerProfile'

const account = (index: number) => devAccount(index).address.toLowerCase()

/** Points each account earns while active (accounts without an entry earn none). */
const USER_POINTS: Record<number, bigint> = { 1: 50n, 2: 120n, 4: 50n, 5: 80n, 6: 30n }
const ADDED_TEAMS = [3, 4, 5, 6, 7, 8, 9, 10, 11]

/**
 * Accounts 1–7 register in team 1 and earn USER_POINTS; 6 and 7 are moved to team 2; 5 pauses
 * (keeping its 80 points). Teams 1, 2 and 10 earn points; teams 3–11 are added, 11 then closed.
 */
async function buildTeams(chain: MarketChain): Promise<void> {
  const { admin, profile } = chain.world
  const call = <name extends ContractFunctionName<typeof ghostProfileAbi, 'nonpayable'>>(
    client: AnvilClient,
    functionName: name,
    args: ContractFunctionArgs<typeof ghostProfileAbi, 'nonpayable', name>,
  ) => send(client, { address: profile, abi: ghostProfileAbi, functionName, args })
  const role = (functionName: 'POINT_ROLE' | 'SPECIAL_ROLE') =>
    admin.readContract({ address: profile, abi: ghostProfileAbi, functionName })

  for (const index of [1, 2, 3, 4, 5, 6, 7]) await registerProfile(chain, index)
  await call(admin, 'grantRole', [await role('POINT_ROLE'), admin.account.address])
  await call(admin, 'grantRole', [await role('SPECIAL_ROLE'), admin.account.address])
  for (const [index, points] of Object.entries(USER_POINTS)) {
    await call(admin, 'increaseUserPoints', [devAccount(Number(index)).address, points, 1n])
  }
  await call(admin, 'changeTeam', [devAccount(6).address, 2n])
  await call(admin, 'changeTeam', [devAccount(7).address, 2n])
  await call(anvilClient(chain.url, devAccount(5)), 'pauseProfile', [])
  for (const id of ADDED_TEAMS) await call(admin, 'addTeam', [`Team ${id}`, `The ${id}th team`])
  await call(admin, 'updateTeam', [11n, 'Wraith Ward', 'Closed to newcomers.', false])
  await call(admin, 'increaseTeamPoints', [1n, 500n, 1n])
  await call(admin, 'increaseTeamPoints', [2n, 350n, 1n])
  await call(admin, 'increaseTeamPoints', [10n, 7n, 1n])
}

/** Every team as the scenario leaves it, by id. */
const TEAMS: ApiTeam[] = [
  {
    teamId: 1,
    name: 'Phantom Phalanx',
    description: 'Silent, patient and always at the front of the queue.',
    points: '500',
    members: 4,
    joinable: true,
  },
  {
    teamId: 2,
    name: 'Poltergeist Posse',
    description: 'Loud, restless and first to every new pool.',
    points: '350',
    members: 2,
    joinable: true,
  },
  ...ADDED_TEAMS.map(
    (id): ApiTeam => ({
      teamId: id,
      name: id === 11 ? 'Wraith Ward' : `Team ${id}`,
      description: id === 11 ? 'Closed to newcomers.' : `The ${id}th team`,
      points: id === 10 ? '7' : '0',
      members: 0,
      joinable: id !== 11,
    }),
  ),
]

const member = (
  index: number,
  points: string,
  username: string | null = null,
  isActive = true,
): ApiTeamMember => ({ account: account(index), username, points, isActive })

/**
 * Team 1's members in the API's order: 2 (120), then 4 and 1 tied at 50 (4's address,
 * 0x15d3…, is the lower one), 3 (0), and last 5, paused, though it has more points than most.
 */
const TEAM_1_MEMBERS: ApiTeamMember[] = [
  member(2, '120'),
  member(4, '50', 'Banshee'),
  member(1, '50'),
  member(3, '0'),
  member(5, '80', 'Wisp5', false),
]

const world = useMarketChain(buildTeams)

describeEachDatabase(world, (suite) => {
  type Answer = { status: number; body: Record<string, unknown> & { message?: string } }
  const get = async (path: string): Promise<Answer> => {
    const answer = await suite.server.request<Answer['body']>('GET', path)
    return { status: answer.status, body: answer.body }
  }
  const detail = async (query: string, teamId = 1) => {
    const answer = await get(`/v1/1337/teams/${teamId}${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as ApiTeamDetail
  }

  beforeAll(async () => {
    await suite.server.synced()
    // usernames through the profile service, as the web app saves them (the paused 5 included)
    for (const [index, username] of [
      [4, 'Banshee'],
      [5, 'Wisp5'],
    ] as const) {
      const token = await suite.server.signIn(devAccount(index))
      const saved = await suite.server.request('POST', '/api/users', {
        token,
        json: { username },
      })
      expect(saved.status, saved.text).toBe(201)
    }
  }, 60_000)

  test('GET teams: every team by id (10 and 11 after 9), as the chain holds them', async () => {
    const { status, body } = await get('/v1/1337/teams')
    expect(status).toBe(200)
    expect(body).toEqual({ data: TEAMS })
    // the contract's own figures agree with the index's
    const { admin, profile } = world.chain.world
    for (const team of TEAMS) {
      const [name, description, numberUsers, numberPoints, isJoinable] = await admin.readContract({
        address: profile,
        abi: ghostProfileAbi,
        functionName: 'getTeamProfile',
        args: [BigInt(team.teamId)],
      })
      expect({ name, description, numberUsers, numberPoints, isJoinable }).toEqual({
        name: team.name,
        description: team.description,
        numberUsers: BigInt(team.members),
        numberPoints: BigInt(team.points),
        isJoinable: team.joinable,
      })
    }
  })

  test('GET teams/1: the team and all its profiles, paused last, with usernames', async () => {
    expect(await detail('')).toEqual({
      ...TEAMS[0],
      membersPage: { data: TEAM_1_MEMBERS, nextCursor: null },
    })
    // members counts active profiles; the page lists the paused one too
    expect(TEAM_1_MEMBERS.filter((each) => each.isActive)).toHaveLength(TEAMS[0]?.members ?? -1)
  })

  test('GET teams/2: the profiles moved there, none of team 1; a closed team with no one', async () => {
    expect(await detail('', 2)).toEqual({
      ...TEAMS[1],
      membersPage: { data: [member(6, '30'), member(7, '0')], nextCursor: null },
    })
    expect(await detail('', 11)).toEqual({
      ...TEAMS[10],
      membersPage: { data: [], nextCursor: null },
    })
  })

  test('two pages of three: the second starts where the first ended and is the last', async () => {
    const first = await detail('?limit=3')
    expect(first.membersPage.data).toEqual(TEAM_1_MEMBERS.slice(0, 3))
    expect(first.membersPage.nextCursor).toEqual(expect.any(String))
    const cursor = encodeURIComponent(first.membersPage.nextCursor ?? '')
    const second = await detail(`?limit=3&cursor=${cursor}`)
    expect(second.membersPage).toEqual({ data: TEAM_1_MEMBERS.slice(3), nextCursor: null })
    // the team's figures ride along on every page
    const { membersPage: _, ...team } = second
    expect(team).toEqual(TEAMS[0])
  })

  test('every page size walks all members once, across the tie at 50 and the paused one', async () => {
    for (let limit = 1; limit <= TEAM_1_MEMBERS.length; limit++) {
      const seen: ApiTeamMember[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const query: string =
          cursor === null
            ? `?limit=${limit}`
            : `?limit=${limit}&cursor=${encodeURIComponent(cursor)}`
        const page: ApiTeamDetail = await detail(query)
        expect(page.membersPage.data.length, `limit ${limit}`).toBeLessThanOrEqual(limit)
        seen.push(...page.membersPage.data)
        cursor = page.membersPage.nextCursor
        pages++
      } while (cursor !== null && pages <= TEAM_1_MEMBERS.length)
      expect(seen, `limit ${limit}`).toEqual(TEAM_1_MEMBERS)
      expect(pages, `limit ${limit}`).toBe(Math.ceil(TEAM_1_MEMBERS.length / limit))
    }
  })

  test('an unknown team is 404; another served chain 404; an unsupported chain 400', async () => {
    for (const id of [12, 4_294_967_295]) {
      const unknown = await get(`/v1/1337/teams/${id}`)
      expect(unknown).toEqual({
        status: 404,
        body: { error: 'Not Found', message: `No team ${id} in the index` },
      })
    }
    for (const path of ['/v1/97/teams', '/v1/56/teams/1']) {
      const other = await get(path)
      expect(other.status, path).toBe(404)
      expect(other.body.message, path).toContain('chain 1337')
    }
    for (const path of ['/v1/5/teams', '/v1/1/teams/1']) {
      const unsupported = await get(path)
      expect(unsupported.status, path).toBe(400)
      expect(unsupported.body.message, path).toContain('Unsupported chain id')
    }
  })

  test('a bad id, cursor or limit is 400 with the reason', async () => {
    expect(await get('/v1/1337/teams/0?limit=101&cursor=2_1_0x00')).toMatchInlineSnapshot(`
      {
        "body": {
          "error": "Bad Request",
          "issues": [
            {
              "code": "invalid_format",
              "in": "params",
              "message": "must be a team id (a whole number from 1)",
              "path": [
                "id",
              ],
            },
            {
              "code": "invalid_format",
              "in": "query",
              "message": "must be a cursor from an earlier page",
              "path": [
                "cursor",
              ],
            },
            {
              "code": "too_big",
              "in": "query",
              "message": "must be at most 100",
              "path": [
                "limit",
              ],
            },
          ],
          "message": "params.id: must be a team id (a whole number from 1); query.cursor: must be a cursor from an earlier page; query.limit: must be at most 100",
        },
        "status": 400,
      }
    `)
    for (const id of ['-1', '1.5', 'abc', '01', '1e3', '4294967296', '99999999999', '0x1']) {
      const { status, body } = await get(`/v1/1337/teams/${encodeURIComponent(id)}`)
      expect(status, id).toBe(400)
      expect(body.message, id).toMatch(/^params\.id: /)
    }
    const validCursor = `0_50_${account(4)}`
    for (const cursor of [
      '',
      '0_50',
      `2_50_${account(4)}`,
      `0_-1_${account(4)}`,
      `0_050_${account(4)}`,
      `0_9223372036854775808_${account(4)}`,
      `0_50_0x${account(4).slice(2).toUpperCase()}`,
      `${validCursor}_x`,
      `0-50-${account(4)}`,
    ]) {
      const { status, body } = await get(`/v1/1337/teams/1?cursor=${encodeURIComponent(cursor)}`)
      expect(status, cursor).toBe(400)
      expect(body.message, cursor).toMatch(/^query\.cursor: /)
    }
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '', '9999999999']) {
      const { status, body } = await get(`/v1/1337/teams/1?limit=${encodeURIComponent(limit)}`)
      expect(status, limit).toBe(400)
      expect(body.message, limit).toMatch(/^query\.limit: /)
    }
    // repeated or unknown keys are refused too, on both routes
    for (const path of [
      '/v1/1337/teams/1?limit=2&limit=3',
      '/v1/1337/teams/1?page=2',
      '/v1/1337/teams?limit=2',
    ]) {
      expect((await get(path)).status, path).toBe(400)
    }
    // the boundaries are accepted
    expect((await detail('?limit=100')).membersPage.data).toEqual(TEAM_1_MEMBERS)
    expect((await detail(`?limit=1&cursor=${validCursor}`)).membersPage.data).toEqual([
      member(1, '50'),
    ])
  })

  test('malformed ids and queries: 4xx only, never a 5xx', async () => {
    // anything that is not a cursor this API writes, not a limit of 1–100, not a team id
    const notCursor = fc
      .oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('%00', '..', 'NaN', '0_0_0x', `1_1_${account(1)}0`),
        fc.bigInt({ min: 2n ** 63n, max: 2n ** 300n }).map((points) => `0_${points}_${account(1)}`),
      )
      .filter((value) => {
        const match = /^[01]_(0|[1-9]\d*)_0x[0-9a-f]{40}$/.exec(value)
        return match === null || BigInt(match[1] ?? '') >= 2n ** 63n
      })
    const notLimit = fc
      .oneof(
        fc.string({ maxLength: 12 }),
        fc.integer({ min: 101, max: 2 ** 40 }).map(String),
        fc.constantFrom('0', '-1', '1e2', ' 1', '１', '1.0', '0x10'),
      )
      .filter((value) => !/^0*([1-9]\d?|100)$/.test(value))
    const notId = fc
      .oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('0', '-1', '1e2', ' 1', '１', '1.0', '0x10', '%2e%2e'),
      )
      .filter((value) => !/^[1-9]\d*$/.test(value) && value !== '')
    const encoded = (arbitrary: fc.Arbitrary<string>) => arbitrary.map(encodeURIComponent)
    const path = fc.oneof(
      encoded(notId).map((id) => `/v1/1337/teams/${id}`),
      encoded(notCursor).map((cursor) => `/v1/1337/teams/1?cursor=${cursor}`),
      encoded(notLimit).map((limit) => `/v1/1337/teams/2?limit=${limit}`),
      fc
        .tuple(encoded(notId), encoded(notLimit), encoded(notCursor))
        .map(([id, limit, cursor]) => `/v1/1337/teams/${id}?limit=${limit}&cursor=${cursor}`),
      encoded(fc.string({ minLength: 1, maxLength: 8 }))
        .filter((key) => key !== 'limit' && key !== 'cursor')
        .map((key) => `/v1/1337/teams/1?${key}=1`),
      encoded(fc.string({ maxLength: 8 }))
        .filter((chain) => chain !== '1337')
        .map((chain) => `/v1/${chain}/teams`),
    )
    const statuses = new Map<number, number>()
    for (const each of fc.sample(path, { numRuns: 300, seed: 35 })) {
      const response = await fetch(`${suite.server.url}${each}`)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      expect(response.status, each).toBeGreaterThanOrEqual(400)
      expect(response.status, each).toBeLessThan(500)
      const body = (await response.json()) as { message?: unknown }
      expect(typeof body.message, each).toBe('string')
    }
    // the requests reached the checks: mostly 400s, not only unmatched routes
    expect(statuses.get(400) ?? 0).toBeGreaterThan(150)
    expect((await get('/v1/1337/teams/1')).status).toBe(200)
  })
})

describe('the scenario', () => {
  test('points and activity on chain are what the expected members say', async () => {
    const { admin, profile } = world.chain.world
    for (const expected of [...TEAM_1_MEMBERS, member(6, '30'), member(7, '0')]) {
      const [, numberPoints, , , , isActive] = await admin.readContract({
        address: profile,
        abi: ghostProfileAbi,
        functionName: 'getUserProfile',
        args: [getAddress(expected.account)],
      })
      expect({ numberPoints, isActive }, expected.account).toEqual({
        numberPoints: BigInt(expected.points),
        isActive: expected.isActive,
      })
    }
  })
})
