/**
 * The acceptance fuzz: thousands of malformed requests across every endpoint, over real
 * HTTP on PGlite and PostgreSQL. None may answer 5xx, the server must still answer /health, and
 * neither the database (every table, every row) nor the file store may change.
 */
import { devAccount } from '@ghost/contracts/anvil'
import fc from 'fast-check'
import { beforeAll, expect, test } from 'vitest'
import { FUZZ_SEED, fuzzRequestCount, sendFuzzRequests } from '../test/fuzzRequests'
import { jsonb } from './templateData'
import { dumpDatabase, listFiles } from './test/databaseDump'
import {
  type MalformedRequest,
  malformedRequest,
  SEEDED_TEMPLATE_ID,
} from './test/malformedRequests'
import { describeEachDatabase, useMarketChain } from './test/marketSuite'

/** Per database target; the issue asks for at least 5,000. */
const REQUESTS = fuzzRequestCount(5_000)

const world = useMarketChain()

describeEachDatabase(
  world,
  (suite) => {
    let token: string
    beforeAll(async () => {
      const { db } = suite.server.database
      token = await suite.server.signIn(devAccount(1))
      // rows of the signed-in wallet, so refused writes meet records they could change
      const author = devAccount(1).address.toLowerCase()
      await db
        .insertInto('profile_username')
        .values({ address: author, username: 'FuzzOwner1' })
        .execute()
      await db
        .insertInto('market_template')
        .values({
          id: SEEDED_TEMPLATE_ID,
          chain_id: 1337,
          author,
          name: 'Fuzz template',
          data: jsonb({ name: 'Fuzz', description: '', attributes: [] }),
        })
        .execute()
    }, 60_000)

    const sessionHeaders = (request: MalformedRequest): Record<string, string> => {
      if (request.session === 'valid') return { authorization: `Bearer ${token}` }
      if (request.session === 'none') return {}
      return { authorization: request.session.authorization }
    }

    test(`${REQUESTS} malformed requests: no 5xx, still healthy, nothing written (seed ${FUZZ_SEED})`, async () => {
      const { server } = suite
      const databaseBefore = await dumpDatabase(server.database.db)
      const filesBefore = await listFiles(world.chain.filesDir)
      // the dump sees the rows: the sign-in's session and the migrations at least
      expect(databaseBefore).toContain(devAccount(1).address.toLowerCase())
      expect(databaseBefore).toContain('0005_market_api')
      expect(databaseBefore).toContain(SEEDED_TEMPLATE_ID)
      const requests = fc.sample(malformedRequest, { numRuns: REQUESTS, seed: FUZZ_SEED })
      expect(requests).toHaveLength(REQUESTS)

      const { offenders, statuses } = await sendFuzzRequests(server.url, requests, {
        label: suite.target.title,
        headersOf: sessionHeaders,
      })

      for (const kind of ['method', 'param', 'query', 'body', 'session'] as const) {
        const count = requests.filter((request) => request.kind === kind).length
        expect(count, kind).toBeGreaterThan(REQUESTS / 20)
      }
      expect(offenders).toEqual([])
      for (const status of [400, 401, 404, 413]) {
        expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(REQUESTS / 100)
      }
      const health = await server.request('GET', '/health')
      expect(health.status).toBe(200)
      expect(await dumpDatabase(server.database.db)).toBe(databaseBefore)
      expect(await listFiles(world.chain.filesDir)).toEqual(filesBefore)
      // the session used all along is still live: nothing revoked it
      expect((await server.request('GET', '/api/auth/session', { token })).status).toBe(200)
    }, 120_000)
  },
  // no indexing: the index would write while the database must stay still
  { index: false },
)
