/**
 * TRUST_PROXY decides whose X-Forwarded-For names the client, and so which rate-limit bucket a
 * request counts in (PGlite and PostgreSQL). Off by default: the header is ignored, so a client
 * cannot dodge a limit by sending a new address each time. On (or naming the proxy): every
 * client behind the proxy gets its own bucket instead of all sharing the proxy's.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig, type ServerConfig } from '../config'
import { createServer } from '../createServer'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'

const LIMIT = 2

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let base: ServerConfig
    const apps: FastifyInstance[] = []

    beforeAll(async () => {
      handle = await target.start()
      base = {
        ...loadConfig({ LOG_LEVEL: 'silent' }),
        database: await handle.freshDatabase(),
        signInRateLimit: LIMIT,
      }
      database = await openDatabase(base)
      await migrateToLatest(database.db)
    })
    afterAll(async () => {
      for (const app of apps) await app.close()
      await database?.close()
      await handle?.stop()
    })

    /** A server of its own (its own rate-limit counters) with this TRUST_PROXY. */
    async function serverTrusting(trustProxy: string | undefined): Promise<FastifyInstance> {
      const { trustProxy: parsed } = loadConfig({ TRUST_PROXY: trustProxy })
      const app = await createServer({ config: { ...base, trustProxy: parsed }, database })
      apps.push(app)
      return app
    }

    /** The statuses of LIMIT + 1 nonce requests from each client, the clients taking turns. */
    async function statuses(app: FastifyInstance, clients: string[], proxy = '127.0.0.1') {
      const seen: Record<string, number[]> = {}
      for (let round = 0; round <= LIMIT; round++) {
        for (const client of clients) {
          const answer = await app.inject({
            method: 'GET',
            url: '/api/auth/nonce',
            remoteAddress: proxy,
            headers: { 'x-forwarded-for': client },
          })
          seen[client] = [...(seen[client] ?? []), answer.statusCode]
        }
      }
      return seen
    }

    test('unset: X-Forwarded-For is ignored, so forged addresses share the socket address bucket', async () => {
      const app = await serverTrusting(undefined)
      expect(await statuses(app, ['203.0.113.1', '203.0.113.2'])).toEqual({
        '203.0.113.1': [200, 429, 429],
        '203.0.113.2': [200, 429, 429],
      })
    })

    test('true: each forwarded client has its own bucket', async () => {
      const app = await serverTrusting('true')
      expect(await statuses(app, ['203.0.113.1', '203.0.113.2'])).toEqual({
        '203.0.113.1': [200, 200, 429],
        '203.0.113.2': [200, 200, 429],
      })
    })

    test('a list: only a request from a listed proxy is believed', async () => {
      const app = await serverTrusting('10.0.0.0/8, loopback')
      expect(await statuses(app, ['203.0.113.1', '203.0.113.2'], '10.1.2.3')).toEqual({
        '203.0.113.1': [200, 200, 429],
        '203.0.113.2': [200, 200, 429],
      })
      // a client reaching the server directly (not through a listed proxy) forges in vain
      expect(await statuses(app, ['203.0.113.7', '203.0.113.8'], '198.51.100.9')).toEqual({
        '203.0.113.7': [200, 429, 429],
        '203.0.113.8': [200, 429, 429],
      })
    })
  })
}
