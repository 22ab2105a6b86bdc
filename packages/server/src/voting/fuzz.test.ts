/**
 * The acceptance fuzz for voting: thousands of malformed requests across every voting
 * route (wrong methods, bad path parameters, bad or unknown query keys, bodies that are not JSON
 * or not the shape, forged signatures, really signed messages a rule refuses), over real HTTP on
 * PGlite and PostgreSQL. None may answer 5xx, the server must still answer /health, and the
 * database (every table, every row) must not change.
 */
import { Agent, request as httpRequest } from 'node:http'
import { devAccount } from '@ghost/contracts/anvil'
import type { ApiProposal } from '@ghost/sdk'
import fc from 'fast-check'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { dumpDatabase } from '../market/test/databaseDump'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from '../market/test/marketFixture'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import {
  type FuzzSeeds,
  type MalformedVotingRequest,
  malformedVotingRequest,
} from './test/malformedVotingRequests'
import {
  chainHead,
  giveCake,
  proposalMessage,
  signedProposal,
  signedVote,
  voteMessage,
} from './test/votingFixture'

/** Per database target; the issue asks for at least 2,000. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const CONCURRENCY = 4

const admin = devAccount(0)
const voter = devAccount(1)
/** 1 CAKE: under the minimum to publish. */
const poor = devAccount(3)
const nobody = privateKeyToAccount(generatePrivateKey())

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
  await giveCake(chain, voter.address, parseEther('100'))
  await giveCake(chain, poor.address, parseEther('1'))
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
afterAll(() => agent.destroy())

/** A raw HTTP/1.1 request (fetch refuses a body on GET, which is one of the things we send). */
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
    let seeds: FuzzSeeds
    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
      // one proposal and one vote stored, so refused writes meet rows they could change
      const proposalBody = await signedProposal(
        admin,
        await proposalMessage(chain, admin, { title: `Fuzz ${target.kind}` }),
      )
      const published = await server.request<ApiProposal>('POST', '/v1/1337/voting/proposals', {
        json: proposalBody,
      })
      expect(published.status, published.text).toBe(201)
      const proposalId = published.body.id
      const voteBody = await signedVote(voter, await voteMessage(chain, voter, proposalId, 1))
      const cast = await server.request('POST', '/v1/1337/voting/votes', { json: voteBody })
      expect(cast.status, cast.text).toBe(201)
      const now = (await chainHead(chain)).timestamp
      const later = { timestamp: now + 1n }
      seeds = {
        proposalId,
        now,
        refusedProposals: [
          proposalBody,
          await signedProposal(
            admin,
            await proposalMessage(chain, admin, { title: 'Empty choice', choices: ['Yes', ''] }),
          ),
          await signedProposal(poor, await proposalMessage(chain, poor, { title: 'Too weak' })),
          await signedProposal(admin, await proposalMessage(chain, admin, { title: 'Chain 97' }), {
            signedChainId: 97,
          }),
        ],
        refusedVotes: [
          voteBody,
          await signedVote(voter, await voteMessage(chain, voter, proposalId, 9, later)),
          await signedVote(nobody, await voteMessage(chain, nobody, proposalId, 2)),
          await signedVote(voter, await voteMessage(chain, voter, proposalId, 2, later), {
            chainId: 97,
          }),
        ],
      }
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    const statuses = new Map<number, number>()

    async function send(
      request: MalformedVotingRequest,
      closedEarly: string[],
    ): Promise<Offender | undefined> {
      const headers: Record<string, string> = {}
      if (request.body?.contentType !== undefined)
        headers['content-type'] = request.body.contentType
      let response: { status: number; text: string }
      try {
        response = await sendRaw(
          `${server.url}${request.path}`,
          request.method,
          headers,
          request.body?.text,
        )
      } catch (error) {
        // an oversize body is answered 413 and the socket closed while we still write
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

    test(`${REQUESTS} malformed voting requests: no 5xx, still healthy, nothing written (seed ${SEED})`, async () => {
      const before = await dumpDatabase(server.database.db)
      // the dump sees the stored proposal and vote
      expect(before).toContain(seeds.proposalId)
      expect(before).toContain(voter.address.toLowerCase())
      const requests = fc.sample(malformedVotingRequest(seeds), { numRuns: REQUESTS, seed: SEED })
      expect(requests).toHaveLength(REQUESTS)

      const offenders: Offender[] = []
      const closedEarly: string[] = []
      let next = 0
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++] as MalformedVotingRequest
          const offender = await send(request, closedEarly)
          if (offender) offenders.push(offender)
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))

      for (const kind of ['method', 'param', 'query', 'body'] as const) {
        const count = requests.filter((request) => request.kind === kind).length
        expect(count, kind).toBeGreaterThan(REQUESTS / 10)
      }
      expect(offenders).toEqual([])
      if (process.env.FUZZ_VERBOSE) {
        process.stderr.write(`${target.title} ${JSON.stringify(Object.fromEntries(statuses))}\n`)
      }
      // the requests reach every check: the schemas, the signatures, the rules, the replays
      for (const status of [400, 401, 404]) {
        expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(REQUESTS / 100)
      }
      for (const status of [409, 422]) {
        expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(0)
      }
      expect((await server.request('GET', '/health')).status).toBe(200)
      expect(await dumpDatabase(server.database.db)).toBe(before)
    }, 120_000)
  })
}
