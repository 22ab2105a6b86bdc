/**
 * The protections every route gets, on the real server over real HTTP (PGlite and PostgreSQL):
 * security headers, CORS, the body size limit and the rate limits of writes and sign-in.
 */
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

const WRITE_LIMIT = 3
const SIGN_IN_LIMIT = 2

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    /** A server of its own, so the other tests' requests do not count against its limits. */
    let limited: MarketServer
    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
      limited = await startMarketServer(chain, await handle.freshDatabase(), {
        index: false,
        config: { writeRateLimit: WRITE_LIMIT, signInRateLimit: SIGN_IN_LIMIT },
      })
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await limited?.stop()
      await handle?.stop()
    })

    test('security headers on answers, errors and unknown routes alike', async () => {
      for (const path of ['/health', '/api/users/0x1234', '/no/such/route']) {
        const { headers } = await server.request('GET', path)
        expect(headers.get('x-content-type-options'), path).toBe('nosniff')
        expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
        expect(headers.get('referrer-policy'), path).toBe('no-referrer')
        expect(headers.get('strict-transport-security'), path).toBe(
          'max-age=31536000; includeSubDomains',
        )
        expect(headers.get('cross-origin-resource-policy'), path).toBe('cross-origin')
        expect(headers.get('content-security-policy'), path).toContain("default-src 'self'")
        expect(headers.get('x-powered-by'), path).toBeNull()
      }
    })

    test('CORS: the web origin may read, a foreign one may not; preflights answered', async () => {
      const allowed = await server.request('GET', '/health', {
        headers: { origin: TEST_WEB_ORIGIN },
      })
      expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN)
      const foreign = await server.request('GET', '/health', {
        headers: { origin: 'https://evil.example' },
      })
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()

      const preflight = await server.request('OPTIONS', '/api/users', {
        headers: {
          origin: TEST_WEB_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN)
      expect(preflight.headers.get('access-control-allow-methods')).toBe(
        'GET, POST, PATCH, DELETE, OPTIONS',
      )
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'content-type, authorization',
      )
      expect(preflight.headers.get('access-control-max-age')).toBe('600')
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()

      const foreignPreflight = await server.request('OPTIONS', '/api/users', {
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      })
      expect(foreignPreflight.status).toBe(404)
      expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull()
    })

    test('a JSON body over 64 KiB is 413 in our JSON shape, before any handler', async () => {
      const oversize = await server.request('POST', '/api/auth/login', {
        json: { message: 'x'.repeat(64 * 1024), signature: '0x' },
      })
      expect(oversize.status).toBe(413)
      expect(oversize.body).toMatchInlineSnapshot(`
        {
          "error": "Payload Too Large",
          "message": "Request body is too large",
        }
      `)
      const sessions = await server.database.db.selectFrom('auth_session').selectAll().execute()
      expect(sessions).toEqual([])
    })

    test(`writes: ${WRITE_LIMIT} a minute per client, then 429; reads are not counted`, async () => {
      const statuses: number[] = []
      for (let i = 0; i <= WRITE_LIMIT; i++) {
        statuses.push(
          (await limited.request('POST', '/api/users', { json: { username: 'x' } })).status,
        )
      }
      expect(statuses).toEqual([401, 401, 401, 429])
      const refused = await limited.request('POST', '/api/users', { json: { username: 'x' } })
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchInlineSnapshot(`
        {
          "error": "Too Many Requests",
          "message": "Rate limit exceeded, retry in 1 minute",
        }
      `)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(refused.headers.get('x-ratelimit-limit')).toBe(String(WRITE_LIMIT))

      for (let i = 0; i < WRITE_LIMIT * 3; i++) {
        expect((await limited.request('GET', '/api/users/valid/Casper7')).status).toBe(200)
      }
    })

    test(`sign-in: ${SIGN_IN_LIMIT} a minute per client and route, then 429`, async () => {
      const nonces: number[] = []
      const logins: number[] = []
      for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
        nonces.push((await limited.request('GET', '/api/auth/nonce')).status)
        logins.push((await limited.request('POST', '/api/auth/login', { json: {} })).status)
      }
      // each route counts its own requests (@fastify/rate-limit keeps one counter per route)
      expect(nonces).toEqual([200, 200, 429])
      expect(logins).toEqual([400, 400, 429])
      const rows = await limited.database.db.selectFrom('auth_nonce').selectAll().execute()
      expect(rows).toHaveLength(SIGN_IN_LIMIT)
    })
  })
}
