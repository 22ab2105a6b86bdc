/**
 * The profile service over real HTTP, on PGlite and PostgreSQL: usernames by address, registering
 * and changing one with a session, the rules, the case-insensitive uniqueness, and that only a
 * wallet with a profile registered on chain may hold a name.
 */
import { devAccount } from '@ghost/contracts/anvil'
import { type ApiUser, type ApiUsers, USERS_BATCH_MAX } from '@ghost/sdk'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from '../market/test/marketFixture'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { registerProfile } from './test/registerProfile'

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
  // alice (1) and bob (2) have profiles; 3 and 4 have none until a test registers one
  await registerProfile(chain, 1)
  await registerProfile(chain, 2)
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let alice: string
    let bob: string
    const aliceAddress = devAccount(1).address.toLowerCase()
    const bobAddress = devAccount(2).address.toLowerCase()

    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
      alice = await server.signIn(devAccount(1))
      bob = await server.signIn(devAccount(2))
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    const rows = () =>
      server.database.db
        .selectFrom('profile_username')
        .select(['address', 'username'])
        .orderBy('address')
        .execute()

    test('a wallet registers a username (201), reads it back by any-case address, changes it (200)', async () => {
      const created = await server.request('POST', '/api/users', {
        token: alice,
        json: { username: 'Ghost42' },
      })
      expect(created.status).toBe(201)
      expect(created.body).toEqual({
        address: aliceAddress,
        username: 'Ghost42',
        createdAt: expect.stringMatching(ISO_TIME),
        updatedAt: expect.stringMatching(ISO_TIME),
      })

      const read = await server.request('GET', `/api/users/${devAccount(1).address}`)
      expect(read.status).toBe(200)
      expect(read.body).toEqual(created.body)
      const upper = `0x${aliceAddress.slice(2).toUpperCase()}`
      expect((await server.request('GET', `/api/users/${upper}`)).body).toEqual(created.body)

      const same = await server.request('POST', '/api/users', {
        token: alice,
        json: { username: 'Ghost42' },
      })
      expect(same.status).toBe(200)
      expect(same.body).toEqual(created.body)

      const changed = await server.request<{ username: string; createdAt: string }>(
        'POST',
        '/api/users',
        { token: alice, json: { username: 'ghost42' } },
      )
      expect(changed.status).toBe(200)
      expect(changed.body.username).toBe('ghost42')
      expect(changed.body.createdAt).toBe((created.body as { createdAt: string }).createdAt)
      expect(await rows()).toEqual([{ address: aliceAddress, username: 'ghost42' }])
    })

    test('a name another wallet holds, in any case, is 409 and nothing is written', async () => {
      const taken = await server.request('POST', '/api/users', {
        token: bob,
        json: { username: 'GHOST42' },
      })
      expect(taken.status).toBe(409)
      expect(taken.body).toMatchInlineSnapshot(`
        {
          "error": "Conflict",
          "message": "Username taken",
        }
      `)
      expect(await rows()).toEqual([{ address: aliceAddress, username: 'ghost42' }])

      const check = await server.request('GET', '/api/users/valid/Ghost42')
      expect(check.body).toEqual({
        username: 'Ghost42',
        valid: true,
        available: false,
        message: 'Username taken',
      })
      const free = await server.request('GET', '/api/users/valid/Casper7')
      expect(free.body).toEqual({
        username: 'Casper7',
        valid: true,
        available: true,
        message: null,
      })
    })

    test('names breaking the rules are 400 Unable to verify username, nothing written', async () => {
      const before = await rows()
      const short = await server.request('POST', '/api/users', {
        token: bob,
        json: { username: 'ab' },
      })
      expect(short.status).toBe(400)
      expect(short.body).toMatchInlineSnapshot(`
        {
          "error": "Bad Request",
          "issues": [
            {
              "code": "invalid_username",
              "in": "body",
              "message": "must be at least 3 characters",
              "path": [
                "username",
              ],
            },
          ],
          "message": "Unable to verify username",
        }
      `)
      for (const username of ['ABCDEFGHIJKLMNOP', 'gho st', 'ghöst', 'a_b_c', '']) {
        const refused = await server.request<{ message: string }>('POST', '/api/users', {
          token: bob,
          json: { username },
        })
        expect(refused.status, username).toBe(400)
        expect(refused.body.message).toBe('Unable to verify username')
      }
      for (const json of [{}, { username: 42 }, { username: 'Casper7', extra: 1 }, []]) {
        const malformed = await server.request('POST', '/api/users', { token: bob, json })
        expect(malformed.status, JSON.stringify(json)).toBe(400)
      }
      const check = await server.request('GET', '/api/users/valid/gh')
      expect(check.body).toEqual({
        username: 'gh',
        valid: false,
        available: false,
        message: 'Unable to verify username',
      })
      expect(await rows()).toEqual(before)
    })

    test('a wallet without a registered profile: 403 Register a profile first; after createProfile it may', async () => {
      // one account per database target: the chain (and its profiles) is shared
      const account = target.kind === 'pglite' ? 3 : 4
      const address = devAccount(account).address.toLowerCase()
      const token = await server.signIn(devAccount(account))
      const before = await rows()
      const refused = await server.request('POST', '/api/users', {
        token,
        json: { username: `Casper${account}` },
      })
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({
        error: 'Forbidden',
        message: `Register a profile first: ${address} has no profile on chain 1337; a username belongs to a registered profile.`,
      })
      expect(await rows()).toEqual(before)
      // a name the rules refuse is still told as such first
      const short = await server.request('POST', '/api/users', { token, json: { username: 'ab' } })
      expect(short.status).toBe(400)

      // read from the chain at once: this server does not even index
      await registerProfile(chain, account)
      const created = await server.request('POST', '/api/users', {
        token,
        json: { username: `Casper${account}` },
      })
      expect(created.status).toBe(201)
      expect(await rows()).toContainEqual({ address, username: `Casper${account}` })
    })

    test('without a session: 401, nothing written', async () => {
      const before = await rows()
      const anonymous = await server.request('POST', '/api/users', {
        json: { username: 'Casper7' },
      })
      expect(anonymous.status).toBe(401)
      expect(anonymous.body).toMatchInlineSnapshot(`
        {
          "error": "Unauthorized",
          "message": "Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login.",
        }
      `)
      const forged = await server.request('POST', '/api/users', {
        token: 'x'.repeat(43),
        json: { username: 'Casper7' },
      })
      expect(forged.status).toBe(401)
      expect(await rows()).toEqual(before)
    })

    test('unknown and malformed addresses: 404 and 400', async () => {
      const unknown = await server.request('GET', `/api/users/${bobAddress}`)
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({
        error: 'Not Found',
        message: `No username for ${bobAddress}`,
      })
      for (const address of ['0x1234', 'bob', `${bobAddress}00`, '0x%00']) {
        const malformed = await server.request('GET', `/api/users/${address}`)
        expect(malformed.status, address).toBe(400)
      }
    })

    test('many addresses at once: found and not found alike answer 200, null for no username', async () => {
      const upper = `0x${aliceAddress.slice(2).toUpperCase()}`
      const batch = await server.request<ApiUsers>(
        'GET',
        `/api/users?addresses=${upper},${bobAddress},${aliceAddress}`,
      )
      expect(batch.status, batch.text).toBe(200)
      const alice = await server.request<ApiUser>('GET', `/api/users/${aliceAddress}`)
      expect(batch.body).toEqual({ data: { [aliceAddress]: alice.body, [bobAddress]: null } })

      const most = Array.from(
        { length: USERS_BATCH_MAX },
        (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`,
      )
      const full = await server.request<ApiUsers>('GET', `/api/users?addresses=${most.join(',')}`)
      expect(full.status, full.text).toBe(200)
      expect(Object.values(full.body.data)).toEqual(most.map(() => null))
    })

    test('a malformed batch is 400 with the issue, never 500', async () => {
      const tooMany = Array.from(
        { length: USERS_BATCH_MAX + 1 },
        (_, i) => `0x${i.toString(16).padStart(40, '0')}`,
      )
      const cases: [query: string, message: string][] = [
        ['', 'query.addresses: must be given once: comma-separated addresses'],
        ['?addresses=', 'query.addresses.0: must be an address (0x and 40 hex digits)'],
        [
          `?addresses=${bobAddress},0x1234`,
          'query.addresses.1: must be an address (0x and 40 hex digits)',
        ],
        [
          `?addresses=${bobAddress},`,
          'query.addresses.1: must be an address (0x and 40 hex digits)',
        ],
        [
          `?addresses=${bobAddress}&addresses=${aliceAddress}`,
          'query.addresses: must be given once: comma-separated addresses',
        ],
        [
          `?addresses=${tooMany.join(',')}`,
          `query.addresses: must name at most ${USERS_BATCH_MAX} addresses`,
        ],
        ['?addresses=%00', 'query.addresses.0: must be an address (0x and 40 hex digits)'],
      ]
      for (const [query, message] of cases) {
        const answer = await server.request<{ message: string }>('GET', `/api/users${query}`)
        expect(answer.status, query).toBe(400)
        expect(answer.body.message, query).toBe(message)
      }
    })
  })
}
