/**
 * The acceptance fuzz: thousands of malformed requests across every endpoint, over real
 * HTTP on PGlite and PostgreSQL. None may answer 5xx, the server must still answer /health, and
 * neither the database (every table, every row) nor the file store may change.
 */
import { Agent, request as httpRequest } from 'node:http'
import { devAccount } from '@ghost/contracts/anvil'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { jsonb } from './templateData'
import { dumpDatabase, listFiles } from './test/databaseDump'
import {
  type MalformedRequest,
  malformedRequest,
  SEEDED_TEMPLATE_ID,
} from './test/malformedRequests'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from './test/marketFixture'

/** Per database target; the issue asks for at least 5,000. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
/** Requests in flight at once: enough to keep the server busy, few enough for a shared machine. */
const CONCURRENCY = 4

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

/** One keep-alive agent for every request of the run. */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
afterAll(() => agent.destroy())

/**
 * A raw HTTP/1.1 request (fetch refuses a body on GET, which is one of the things we send).
 * Answers the status and the body's text.
 */
function sendRaw(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

type Offender = { status: number; method: string; path: string; kind: string; answer: string }

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    let token: string
    beforeAll(async () => {
      handle = await target.start()
      // no indexing: the index would write while the database must stay still
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
      token = await server.signIn(devAccount(1))
      // rows of the signed-in wallet, so refused writes meet records they could change
      const author = devAccount(1).address.toLowerCase()
      await server.database.db
        .insertInto('profile_username')
        .values({ address: author, username: 'FuzzOwner1' })
        .execute()
      await server.database.db
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
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    /** How many answers had each status: proof the requests reach checks, not only 404s. */
    const statuses = new Map<number, number>()

    async function send(
      request: MalformedRequest,
      closedEarly: string[],
    ): Promise<Offender | undefined> {
      const headers: Record<string, string> = {}
      if (request.body?.contentType !== undefined)
        headers['content-type'] = request.body.contentType
      if (request.session === 'valid') headers.authorization = `Bearer ${token}`
      else if (request.session !== 'none') headers.authorization = request.session.authorization
      let response: { status: number; text: string }
      try {
        response = await sendRaw(
          `${server.url}${request.path}`,
          request.method,
          headers,
          request.body?.text,
        )
      } catch (error) {
        // Fastify answers an oversize body with 413 and closes the socket while we still write:
        // the client may see a reset instead of the answer. The /health check below proves the
        // server lived through it.
        closedEarly.push(`${request.method} ${request.path.slice(0, 80)}: ${String(error)}`)
        return undefined
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status < 500) return undefined
      return {
        status: response.status,
        method: request.method,
        path: request.path.slice(0, 200),
        kind: request.kind,
        answer: response.text.slice(0, 300),
      }
    }

    test(`${REQUESTS} malformed requests: no 5xx, still healthy, nothing written (seed ${SEED})`, async () => {
      const databaseBefore = await dumpDatabase(server.database.db)
      const filesBefore = await listFiles(chain.filesDir)
      // the dump sees the rows: the sign-in's session and the migrations at least
      expect(databaseBefore).toContain(devAccount(1).address.toLowerCase())
      expect(databaseBefore).toContain('0005_market_api')
      expect(databaseBefore).toContain(SEEDED_TEMPLATE_ID)
      const requests = fc.sample(malformedRequest, { numRuns: REQUESTS, seed: SEED })
      expect(requests).toHaveLength(REQUESTS)

      const offenders: Offender[] = []
      const closedEarly: string[] = []
      let next = 0
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++] as MalformedRequest
          const offender = await send(request, closedEarly)
          if (offender) offenders.push(offender)
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))

      for (const kind of ['method', 'param', 'query', 'body', 'session'] as const) {
        const count = requests.filter((request) => request.kind === kind).length
        expect(count, kind).toBeGreaterThan(REQUESTS / 20)
      }
      expect(offenders).toEqual([])
      if (process.env.FUZZ_VERBOSE) {
        process.stderr.write(`${target.title} ${JSON.stringify(Object.fromEntries(statuses))}\n`)
      }
      for (const status of [400, 401, 404, 413]) {
        expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(REQUESTS / 100)
      }
      const health = await server.request('GET', '/health')
      expect(health.status).toBe(200)
      expect(await dumpDatabase(server.database.db)).toBe(databaseBefore)
      expect(await listFiles(chain.filesDir)).toEqual(filesBefore)
      // the session used all along is still live: nothing revoked it
      expect((await server.request('GET', '/api/auth/session', { token })).status).toBe(200)
    }, 120_000)
  })
}
