/**
 * Sign-in and sessions under attack, over real HTTP on PGlite and PostgreSQL: every forged,
 * foreign, replayed, stale or tampered sign-in is a 401 with a clear message, opens no session,
 * and uses up no nonce it should not; expired, revoked and made-up bearer tokens are refused.
 */
import { randomBytes } from 'node:crypto'
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { Account } from 'viem'
import { type CreateSiweMessageParameters, createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
  TEST_WEB_ORIGIN,
} from '../market/test/marketFixture'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const alice = devAccount(1)
const bob = devAccount(2)

async function sign(account: Account, message: string): Promise<`0x${string}`> {
  if (!account.signMessage) throw new Error('account cannot sign')
  return account.signMessage({ message })
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    const nonce = async () =>
      (await server.request<{ nonce: string }>('GET', '/api/auth/nonce')).body.nonce
    const nonceExists = async (value: string) =>
      (await server.database.db
        .selectFrom('auth_nonce')
        .select('nonce')
        .where('nonce', '=', value)
        .executeTakeFirst()) !== undefined
    const sessionCount = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('auth_session')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )

    /** A SIWE message for `account` with a fresh nonce, as the web app makes it, unless overridden. */
    async function message(
      account: Account,
      overrides: Partial<CreateSiweMessageParameters> = {},
    ): Promise<{ text: string; nonce: string }> {
      const parameters: CreateSiweMessageParameters = {
        domain: new URL(TEST_WEB_ORIGIN).host,
        uri: TEST_WEB_ORIGIN,
        address: account.address,
        chainId: LOCAL_CHAIN_ID,
        nonce: await nonce(),
        issuedAt: new Date(),
        version: '1',
        statement: 'Sign in to Ghost.',
        ...overrides,
      }
      return { text: createSiweMessage(parameters), nonce: parameters.nonce }
    }

    /** Posts a login that must be refused; checks no session was opened; answers the message. */
    async function refusedLogin(text: string, signature: string): Promise<string> {
      const before = await sessionCount()
      const answer = await server.request<{ error: string; message: string }>(
        'POST',
        '/api/auth/login',
        { json: { message: text, signature } },
      )
      expect(answer.status).toBe(401)
      expect(answer.body.error).toBe('Unauthorized')
      expect(await sessionCount()).toBe(before)
      return answer.body.message
    }

    test('a forged signature (65 random bytes): refused, the nonce stays usable', async () => {
      const signIn = await message(alice)
      const forged = `0x${randomBytes(65).toString('hex')}`
      expect(await refusedLogin(signIn.text, forged)).toMatchInlineSnapshot(
        `"Sign-in refused: the signature is not from the address in the message."`,
      )
      expect(await nonceExists(signIn.nonce)).toBe(true)
      // the wallet itself can still sign in with that message
      const ok = await server.request('POST', '/api/auth/login', {
        json: { message: signIn.text, signature: await sign(alice, signIn.text) },
      })
      expect(ok.status).toBe(200)
      expect(await nonceExists(signIn.nonce)).toBe(false)
    })

    test("another wallet's signature (message names Alice, Bob signs): refused", async () => {
      const signIn = await message(alice)
      expect(await refusedLogin(signIn.text, await sign(bob, signIn.text))).toMatchInlineSnapshot(
        `"Sign-in refused: the signature is not from the address in the message."`,
      )
      expect(await nonceExists(signIn.nonce)).toBe(true)
    })

    test('a replayed sign-in (same message and signature again): refused', async () => {
      const signIn = await message(alice)
      const signature = await sign(alice, signIn.text)
      const first = await server.request('POST', '/api/auth/login', {
        json: { message: signIn.text, signature },
      })
      expect(first.status).toBe(200)
      expect(await refusedLogin(signIn.text, signature)).toMatchInlineSnapshot(
        `"Sign-in refused: the nonce is unknown or was used already; sign a new message."`,
      )
    })

    test('a message for another domain, another chain, or out of its time: refused', async () => {
      const cases: [Partial<CreateSiweMessageParameters>, string][] = [
        [
          { domain: 'evil.example', uri: 'https://evil.example' },
          'Sign-in refused: the message was made for evil.example, not for this app.',
        ],
        [
          { domain: 'localhost.evil.example' },
          'Sign-in refused: the message was made for localhost.evil.example, not for this app.',
        ],
        [
          { chainId: 56 },
          'Sign-in refused: the message is for chain 56, this server is chain 1337.',
        ],
        [
          { expirationTime: new Date(Date.now() - 1_000) },
          'Sign-in refused: the message has expired; sign a new one.',
        ],
        [
          { issuedAt: new Date(Date.now() - 11 * 60_000) },
          'Sign-in refused: the message is too old or not yet issued; sign a new one.',
        ],
        [
          { issuedAt: new Date(Date.now() + 5 * 60_000) },
          'Sign-in refused: the message is too old or not yet issued; sign a new one.',
        ],
        [
          { notBefore: new Date(Date.now() + 5 * 60_000) },
          'Sign-in refused: the message is not valid yet.',
        ],
      ]
      for (const [overrides, expected] of cases) {
        const signIn = await message(alice, overrides)
        const refused = await refusedLogin(signIn.text, await sign(alice, signIn.text))
        expect(refused, JSON.stringify(overrides)).toBe(expected)
        // refused before the nonce is looked at: it is still there for a good message
        expect(await nonceExists(signIn.nonce)).toBe(true)
      }
    })

    test('a nonce never issued: refused', async () => {
      const signIn = await message(alice, { nonce: 'neverIssued12345' })
      expect(await refusedLogin(signIn.text, await sign(alice, signIn.text))).toMatchInlineSnapshot(
        `"Sign-in refused: the nonce is unknown or was used already; sign a new message."`,
      )
    })

    test('a tampered message (signature of the original): refused', async () => {
      const signIn = await message(alice)
      const signature = await sign(alice, signIn.text)
      const tampered = signIn.text.replace('Sign in to Ghost.', 'Sign in to Ghost!')
      expect(tampered).not.toBe(signIn.text)
      expect(await refusedLogin(tampered, signature)).toMatchInlineSnapshot(
        `"Sign-in refused: the signature is not from the address in the message."`,
      )
      // the same signature with Bob's address swapped in proves nothing either
      const swapped = signIn.text.replace(alice.address, bob.address)
      expect(await refusedLogin(swapped, signature)).toMatchInlineSnapshot(
        `"Sign-in refused: the signature is not from the address in the message."`,
      )
      expect(await nonceExists(signIn.nonce)).toBe(true)
    })

    test('a text that is not a SIWE message: refused', async () => {
      const text = 'Please sign this to log in'
      expect(await refusedLogin(text, await sign(alice, text))).toMatchInlineSnapshot(
        `"Sign-in refused: the message is not a Sign-In with Ethereum message."`,
      )
    })

    test('a session ends at the SIWE expirationTime: then 401 on reads and writes', async () => {
      const signIn = await message(alice, { expirationTime: new Date(Date.now() + 2_000) })
      const login = await server.request<{ token: string; expiresAt: string }>(
        'POST',
        '/api/auth/login',
        { json: { message: signIn.text, signature: await sign(alice, signIn.text) } },
      )
      expect(login.status).toBe(200)
      const { token } = login.body
      expect(Date.parse(login.body.expiresAt)).toBeLessThanOrEqual(Date.now() + 2_000)
      expect((await server.request('GET', '/api/auth/session', { token })).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 2_200))
      const session = await server.request('GET', '/api/auth/session', { token })
      expect(session.status).toBe(401)
      expect(session.body).toMatchInlineSnapshot(`
        {
          "error": "Unauthorized",
          "message": "Your session has expired or was ended; sign in again.",
        }
      `)
      const write = await server.request('POST', '/api/users', {
        token,
        json: { username: 'Expired1' },
      })
      expect(write.status).toBe(401)
      const rows = await server.database.db.selectFrom('profile_username').selectAll().execute()
      expect(rows).toEqual([])
    })

    test('a revoked session (logout): 401 on reads, writes and a second logout', async () => {
      const token = await server.signIn(bob)
      expect((await server.request('POST', '/api/auth/logout', { token })).status).toBe(204)
      for (const [method, path] of [
        ['GET', '/api/auth/session'],
        ['POST', '/api/auth/logout'],
      ] as const) {
        expect((await server.request(method, path, { token })).status).toBe(401)
      }
      const write = await server.request('POST', '/api/users', {
        token,
        json: { username: 'Revoked1' },
      })
      expect(write.status).toBe(401)
      const row = await server.database.db
        .selectFrom('auth_session')
        .select('revoked_at')
        .where('address', '=', bob.address.toLowerCase())
        .executeTakeFirstOrThrow()
      expect(row.revoked_at).toBeInstanceOf(Date)
    })

    test('malformed and unknown bearer tokens: 401 with what to do', async () => {
      const sign =
        'Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login.'
      const ended = 'Your session has expired or was ended; sign in again.'
      const cases: [string, string][] = [
        ['', sign],
        ['Bearer', sign],
        ['Bearer ', sign],
        ['Basic dXNlcjpwYXNz', sign],
        ['Bearer short', sign],
        [`Bearer ${'a'.repeat(129)}`, sign],
        ['Bearer abc$def%ghi^jkl&mno', sign],
        [`Bearer ${randomBytes(32).toString('base64url')}`, ended],
        [`bearer ${randomBytes(32).toString('base64url')}`, sign],
      ]
      for (const [authorization, expected] of cases) {
        const answer = await server.request<{ message: string }>('GET', '/api/auth/session', {
          headers: { authorization },
        })
        expect(answer.status, authorization).toBe(401)
        expect(answer.body.message, authorization).toBe(expected)
      }
    })
  })
}
