/**
 * Structured logs: with LOG_LEVEL=info every request writes JSON lines carrying its id; the id is
 * the caller's X-Request-Id when it is a plain token (a proxy's), else a fresh UUID, and comes
 * back in the answer's X-Request-Id. Below the level, nothing is written.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig, type ServerConfig } from '../config'
import { createServer } from '../createServer'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type LogLine = { level: number; reqId?: string; msg?: string; req?: { url?: string } }

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let base: ServerConfig
    const apps: FastifyInstance[] = []

    beforeAll(async () => {
      handle = await target.start()
      base = { ...loadConfig({}), database: await handle.freshDatabase() }
      database = await openDatabase(base)
      await migrateToLatest(database.db)
    })
    afterAll(async () => {
      for (const app of apps) await app.close()
      await database?.close()
      await handle?.stop()
    })

    /** A server whose log lines land in the returned array, as written (one JSON text each). */
    async function serverLogging(logLevel: ServerConfig['logLevel']) {
      const lines: string[] = []
      const app = await createServer({
        config: { ...base, logLevel },
        database,
        logDestination: { write: (line) => lines.push(line) },
      })
      apps.push(app)
      return { app, lines }
    }

    test('LOG_LEVEL=info: a request writes JSON lines with its id, echoed in X-Request-Id', async () => {
      const { app, lines } = await serverLogging('info')
      const given = await app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': 'lb-7f3a.42' },
      })
      expect(given.headers['x-request-id']).toBe('lb-7f3a.42')
      const fresh = await app.inject({ method: 'GET', url: '/v1/1337/status' })
      const freshId = fresh.headers['x-request-id']
      expect(freshId).toMatch(UUID)
      // not a plain token: replaced, so a client cannot write what it likes into the logs
      const forged = await app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': 'x"}\n{"level":60' },
      })
      expect(forged.headers['x-request-id']).toMatch(UUID)

      const parsed = lines.map((line) => JSON.parse(line) as LogLine)
      const of = (id: unknown) => parsed.filter((line) => line.reqId === id)
      expect(of('lb-7f3a.42').map((line) => line.msg)).toEqual([
        'incoming request',
        'request completed',
      ])
      expect(of('lb-7f3a.42')[0]?.req?.url).toBe('/health/live')
      expect(of(freshId)[0]?.req?.url).toBe('/v1/1337/status')
      expect(of(forged.headers['x-request-id'])).toHaveLength(2)
      expect(parsed.every((line) => line.level >= 30)).toBe(true)
    })

    test('LOG_LEVEL=warn: a good request writes nothing', async () => {
      const { app, lines } = await serverLogging('warn')
      const answer = await app.inject({ method: 'GET', url: '/health/live' })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['x-request-id']).toMatch(UUID)
      expect(lines).toEqual([])
    })
  })
}
