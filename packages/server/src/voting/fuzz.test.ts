/**
 * The acceptance fuzz for voting: thousands of malformed requests across every voting
 * route (wrong methods, bad path parameters, bad or unknown query keys, bodies that are not JSON
 * or not the shape, forged signatures, really signed messages a rule refuses), over real HTTP on
 * PGlite and PostgreSQL. None may answer 5xx, the server must still answer /health, and the
 * database (every table, every row) must not change.
 */
import type { ApiProposal } from '@ghost/sdk'
import fc from 'fast-check'
import { beforeAll, expect, test } from 'vitest'
import { dumpDatabase } from '../market/test/databaseDump'
import { describeEachDatabase, useMarketChain } from '../market/test/marketSuite'
import { FUZZ_SEED, fuzzRequestCount, sendFuzzRequests } from '../test/fuzzRequests'
import { type FuzzSeeds, malformedVotingRequest } from './test/malformedVotingRequests'
import {
  chainHead,
  fundVoters,
  proposalMessage,
  signedProposal,
  signedVote,
  VOTERS,
  voteMessage,
} from './test/votingFixture'

/** Per database target; the issue asks for at least 2,000. */
const REQUESTS = fuzzRequestCount(2_000)

const { admin, alice: voter, poor, nobody } = VOTERS

const world = useMarketChain(fundVoters)

describeEachDatabase(
  world,
  (suite) => {
    let seeds: FuzzSeeds
    beforeAll(async () => {
      const { chain } = world
      // one proposal and one vote stored, so refused writes meet rows they could change
      const proposalBody = await signedProposal(
        admin,
        await proposalMessage(chain, admin, { title: `Fuzz ${suite.target.kind}` }),
      )
      const published = await suite.server.request<ApiProposal>(
        'POST',
        '/v1/1337/voting/proposals',
        { json: proposalBody },
      )
      expect(published.status, published.text).toBe(201)
      const proposalId = published.body.id
      const voteBody = await signedVote(voter, await voteMessage(chain, voter, proposalId, 1))
      const cast = await suite.server.request('POST', '/v1/1337/voting/votes', { json: voteBody })
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

    test(`${REQUESTS} malformed voting requests: no 5xx, still healthy, nothing written (seed ${FUZZ_SEED})`, async () => {
      const { server } = suite
      const before = await dumpDatabase(server.database.db)
      // the dump sees the stored proposal and vote
      expect(before).toContain(seeds.proposalId)
      expect(before).toContain(voter.address.toLowerCase())
      const requests = fc.sample(malformedVotingRequest(seeds), {
        numRuns: REQUESTS,
        seed: FUZZ_SEED,
      })
      expect(requests).toHaveLength(REQUESTS)

      const { offenders, statuses } = await sendFuzzRequests(server.url, requests, {
        label: suite.target.title,
      })

      for (const kind of ['method', 'param', 'query', 'body'] as const) {
        const count = requests.filter((request) => request.kind === kind).length
        expect(count, kind).toBeGreaterThan(REQUESTS / 10)
      }
      expect(offenders).toEqual([])
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
  },
  // no indexing: the index would write while the database must stay still
  { index: false },
)
