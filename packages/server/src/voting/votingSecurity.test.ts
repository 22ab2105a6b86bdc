/**
 * Signed proposals and votes refused over real HTTP, on PGlite and PostgreSQL: forged signatures
 * and signatures by another key, replays (a published proposal, a vote no later than the
 * counted one), the wrong chain (in the body, in the signed domain, in the route), out of the
 * window (pending, closed, a timestamp far from the chain's clock), below the power (an author
 * under the minimum, a voter with none), an invalid choice, oversize and malformed fields, and
 * the POSTs' rate limit. Each answers its status and a clear message, and leaves the voting
 * tables as they were.
 */
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { ApiErrorBody, ApiProposal, ApiVote } from '@ghost/sdk'
import { parseEther } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import { startMarketServer } from '../market/test/marketFixture'
import { describeEachDatabase, useMarketChain } from '../market/test/marketSuite'
import {
  advanceClock,
  chainHead,
  fundVoters,
  proposalMessage,
  signedProposal,
  signedVote,
  VOTERS,
  voteMessage,
  votingRows,
} from './test/votingFixture'

const { admin, alice: voter, bob: other, poor, nobody } = VOTERS

const world = useMarketChain(fundVoters)

describeEachDatabase(
  world,
  (suite) => {
    /** Active for a day from the suite's start. */
    let active: ApiProposal
    beforeAll(async () => {
      const body = await signedProposal(admin, await proposalMessage(world.chain, admin))
      const published = await suite.server.request<ApiProposal>(
        'POST',
        '/v1/1337/voting/proposals',
        {
          json: body,
        },
      )
      expect(published.status, published.text).toBe(201)
      active = published.body
    }, 60_000)

    /** Posts, expects `status`, checks nothing was written, answers the error's message. */
    const refused = async (path: string, json: unknown, status: number) => {
      const before = await votingRows(suite.server.database.db)
      const answer = await suite.server.request<ApiErrorBody>('POST', path, { json })
      expect(answer.status, answer.text).toBe(status)
      expect(await votingRows(suite.server.database.db)).toEqual(before)
      return answer.body.message
    }
    const publish = (json: unknown, status: number) =>
      refused('/v1/1337/voting/proposals', json, status)
    const vote = (json: unknown, status: number) => refused('/v1/1337/voting/votes', json, status)

    test('forged proposals: a changed field, another key, a broken or foreign signature', async () => {
      const message = await proposalMessage(world.chain, voter, { title: 'Forged' })
      const good = await signedProposal(voter, message)
      const notSigned = `The proposal is not signed by its author ${voter.address.toLowerCase()} for chain 1337.`
      expect(await publish({ ...good, message: { ...good.message, title: 'Changed' } }, 401)).toBe(
        notSigned,
      )
      expect(await publish(await signedProposal(other, message), 401)).toBe(notSigned)
      const flipped = `${good.signature.slice(0, 10)}${good.signature[10] === 'a' ? 'b' : 'a'}${good.signature.slice(11)}`
      expect(await publish({ ...good, signature: flipped }, 401)).toBe(notSigned)
      expect(await publish({ ...good, signature: '0x1234' }, 401)).toBe(notSigned)
      // the author's own key, on another chain's domain
      const foreign = await signedProposal(voter, message, { chainId: 1337, signedChainId: 97 })
      expect(await publish(foreign, 401)).toBe(notSigned)
    })

    test('forged votes: a changed choice, another key, another chain', async () => {
      const message = await voteMessage(world.chain, voter, active.id, 1)
      const good = await signedVote(voter, message)
      const notSigned = `The vote is not signed by its voter ${voter.address.toLowerCase()} for chain 1337.`
      expect(await vote({ ...good, message: { ...good.message, choice: 2 } }, 401)).toBe(notSigned)
      expect(await vote(await signedVote(other, message), 401)).toBe(notSigned)
      expect(
        await vote(await signedVote(voter, message, { chainId: 1337, signedChainId: 97 }), 401),
      ).toBe(notSigned)
    })

    test('the wrong chain: in the body, in the route', async () => {
      const proposal = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, { title: 'Elsewhere' }),
        { chainId: 97 },
      )
      expect(await publish(proposal, 400)).toMatchInlineSnapshot(
        `"body.chainId: must be this route's chain 1337, not 97: sign the message on chain 1337"`,
      )
      expect(
        await refused('/v1/97/voting/proposals', { ...proposal, chainId: 97 }, 404),
      ).toMatchInlineSnapshot(
        `"This server follows chain 1337; it has no voting data for chain 97."`,
      )
      const ballot = await signedVote(voter, await voteMessage(world.chain, voter, active.id, 1), {
        chainId: 56,
      })
      expect(await vote(ballot, 400)).toMatchInlineSnapshot(
        `"body.chainId: must be this route's chain 1337, not 56: sign the message on chain 1337"`,
      )
      expect(await refused('/v1/56/voting/votes', ballot, 404)).toMatchInlineSnapshot(
        `"This server follows chain 1337; it has no voting data for chain 56."`,
      )
    })

    test('a published proposal again is a 409; a vote no later than the counted one changes nothing', async () => {
      const again = await signedProposal(admin, {
        author: admin.address,
        title: active.message.title,
        body: active.message.body,
        choices: active.message.choices,
        start: BigInt(active.message.start),
        end: BigInt(active.message.end),
        snapshot: BigInt(active.message.snapshot),
        timestamp: BigInt(active.message.timestamp),
      })
      expect(again.signature).toBe(active.signature)
      expect(await publish(again, 409)).toBe(`Proposal ${active.id} is already published.`)

      const head = await chainHead(world.chain)
      // no block is mined between two reads: the clock may still be the proposal's start
      const first = await signedVote(
        other,
        await voteMessage(world.chain, other, active.id, 1, { timestamp: head.timestamp }),
      )
      const later = await signedVote(
        other,
        await voteMessage(world.chain, other, active.id, 2, { timestamp: head.timestamp + 1n }),
      )
      const sameTime = await signedVote(
        other,
        await voteMessage(world.chain, other, active.id, 3, { timestamp: head.timestamp + 1n }),
      )
      for (const body of [first, later]) {
        const cast = await suite.server.request<ApiVote>('POST', '/v1/1337/voting/votes', {
          json: body,
        })
        expect(cast.status, cast.text).toBe(201)
      }
      const counted = `A vote by ${other.address.toLowerCase()} signed at ${new Date(Number(head.timestamp + 1n) * 1000).toISOString()} (${head.timestamp + 1n}) is already counted; only a vote signed later replaces it.`
      expect(await vote(first, 409)).toBe(counted)
      expect(await vote(later, 409)).toBe(counted)
      expect(await vote(sameTime, 409)).toBe(counted)
      const stored = await suite.server.request<ApiProposal>(
        'GET',
        `/v1/1337/voting/proposals/${active.id}`,
      )
      expect(stored.body.scores).toEqual(['0', parseEther('40').toString(), '0'])
      expect(stored.body.votes).toBe(1)
    })

    test('out of the window: a pending or closed proposal, a timestamp far from the clock', async () => {
      const head = await chainHead(world.chain)
      const soon = await suite.server.request<ApiProposal>('POST', '/v1/1337/voting/proposals', {
        json: await signedProposal(
          admin,
          await proposalMessage(world.chain, admin, {
            title: 'Pending',
            start: head.timestamp + 3600n,
            end: head.timestamp + 7200n,
          }),
        ),
      })
      expect(soon.status, soon.text).toBe(201)
      expect(soon.body.state).toBe('pending')
      const early = await vote(
        await signedVote(voter, await voteMessage(world.chain, voter, soon.body.id, 1)),
        422,
      )
      expect(early).toMatch(/^Voting opens at \S+ \(\d+\); the chain's clock is \S+ \(\d+\)\.$/)

      const hour = 3600n
      for (const timestamp of [head.timestamp - hour, head.timestamp + hour]) {
        const drifted = await signedVote(
          voter,
          await voteMessage(world.chain, voter, active.id, 1, { timestamp }),
        )
        expect(await vote(drifted, 422)).toMatch(
          /^The vote's timestamp \S+ \(\d+\) must be inside the voting window and within 15 minutes of the chain's clock \S+ \(\d+\)\.$/,
        )
      }
      const stale = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, {
          title: 'Stale',
          timestamp: head.timestamp - hour,
        }),
      )
      expect(await publish(stale, 422)).toMatch(
        /^The proposal's timestamp \S+ \(\d+\) must be within 15 minutes of the chain's clock \S+ \(\d+\)\.$/,
      )
      const late = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, {
          title: 'Late',
          start: head.timestamp - hour,
          end: head.timestamp + hour,
        }),
      )
      expect(await publish(late, 422)).toMatch(
        /^The start \S+ \(\d+\) is in the past on the chain's clock \S+ \(\d+\)\.$/,
      )
      const ahead = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, { title: 'Ahead', snapshot: head.number + 5n }),
      )
      expect(await publish(ahead, 422)).toMatch(
        /^The snapshot block \d+ is after the chain's latest block \d+\.$/,
      )

      // a short proposal, then the clock moves past its end
      const brief = await suite.server.request<ApiProposal>('POST', '/v1/1337/voting/proposals', {
        json: await signedProposal(
          admin,
          await proposalMessage(world.chain, admin, {
            title: 'Brief',
            end: head.timestamp + 60n,
          }),
        ),
      })
      expect(brief.status, brief.text).toBe(201)
      const inTime = await signedVote(
        voter,
        await voteMessage(world.chain, voter, brief.body.id, 1),
      )
      await advanceClock(world.chain, 120)
      expect(await vote(inTime, 422)).toMatch(
        /^Voting closed at \S+ \(\d+\); the chain's clock is \S+ \(\d+\)\.$/,
      )
    })

    test('below the power: an author under the minimum, a voter with none', async () => {
      const weak = await signedProposal(
        poor,
        await proposalMessage(world.chain, poor, { title: 'Weak' }),
      )
      expect(await publish(weak, 422)).toMatch(
        /^The author's voting power at snapshot block \d+ is 1 CAKE; publishing needs at least 10 CAKE\.$/,
      )
      const empty = await signedVote(nobody, await voteMessage(world.chain, nobody, active.id, 1))
      expect(await vote(empty, 422)).toBe(
        `${nobody.address.toLowerCase()} had no voting power at the proposal's snapshot block ${active.snapshot}.`,
      )
    })

    test('choices: none of the proposal, or a proposal breaking the rules of §5', async () => {
      for (const choice of [0, 4]) {
        const body = await signedVote(
          voter,
          await voteMessage(world.chain, voter, active.id, choice),
        )
        expect(await vote(body, 422)).toBe(
          "The choice must be one of the proposal's choices, 1 to 3.",
        )
      }
      const head = await chainHead(world.chain)
      const broken = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, {
          title: '  ',
          body: '',
          choices: ['Yes', ' ', 'yes'],
          end: head.timestamp - 1n,
        }),
      )
      expect(await publish(broken, 422)).toMatchInlineSnapshot(
        `"The title is required. The body is required. Choice 2 is empty. Choice 3 repeats an earlier choice. The end must be after the start."`,
      )
      const lonely = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, { title: 'Lonely', choices: ['Yes'] }),
      )
      expect(await publish(lonely, 422)).toMatchInlineSnapshot(
        `"A proposal needs at least 2 choices."`,
      )
      const endless = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, {
          title: 'Endless',
          end: head.timestamp + 91n * 86_400n,
        }),
      )
      expect(await publish(endless, 422)).toMatchInlineSnapshot(
        `"A proposal may run at most 90 days."`,
      )
    })

    test('oversize and malformed fields: 400 (or the rule: 422), never stored', async () => {
      const base = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, { title: 'Sized' }),
      )
      const withMessage = (changes: Record<string, unknown>) => ({
        ...base,
        message: { ...base.message, ...changes },
      })
      // within the ceilings, signed: the rules answer
      const long = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, { title: 'x'.repeat(300) }),
      )
      expect(await publish(long, 422)).toBe('The title must be at most 256 characters.')
      const many = await signedProposal(
        voter,
        await proposalMessage(world.chain, voter, {
          title: 'Many',
          choices: Array.from({ length: 11 }, (_, i) => `Option ${i + 1}`),
        }),
      )
      expect(await publish(many, 422)).toBe('A proposal may have at most 10 choices.')
      expect(await publish(withMessage({ title: 'x'.repeat(1025) }), 400)).toMatchInlineSnapshot(
        `"body.message.title: must be at most 1024 characters"`,
      )
      expect(await publish(withMessage({ body: 'x'.repeat(20_001) }), 400)).toMatchInlineSnapshot(
        `"body.message.body: must be at most 20000 characters"`,
      )
      expect(
        await publish(withMessage({ choices: Array.from({ length: 41 }, (_, i) => `${i}`) }), 400),
      ).toMatchInlineSnapshot(`"body.message.choices: must have at most 40 entries"`)
      expect(
        await publish(withMessage({ choices: ['Yes', 'x'.repeat(257)] }), 400),
      ).toMatchInlineSnapshot(`"body.message.choices.1: must be at most 256 characters"`)
      expect(await publish(withMessage({ title: 'a\u0000b' }), 400)).toMatchInlineSnapshot(
        `"body.message.title: must not contain the character U+0000"`,
      )
      expect(await publish(withMessage({ title: 'a\ud800b' }), 400)).toMatchInlineSnapshot(
        `"body.message.title: must be well-formed Unicode (no lone surrogates)"`,
      )
      expect(
        await publish(withMessage({ start: '18446744073709551616', snapshot: '-1' }), 400),
      ).toMatchInlineSnapshot(
        `"body.message.start: must be unix seconds (decimal digits); body.message.snapshot: must be a block number (decimal digits)"`,
      )
      expect(await publish(withMessage({ end: '0123', timestamp: 1 }), 400)).toMatchInlineSnapshot(
        `"body.message.end: must be unix seconds (decimal digits); body.message.timestamp: Invalid input: expected string, received number"`,
      )
      expect(
        await publish(withMessage({ author: '0x1234', admin: true }), 400),
      ).toMatchInlineSnapshot(
        `"body.message.author: must be an address (0x and 40 hex digits); body.message: Unrecognized key: "admin""`,
      )
      expect(await publish({ ...base, extra: 1 }, 400)).toMatchInlineSnapshot(
        `"body: Unrecognized key: "extra""`,
      )
      expect(
        await publish({ ...base, signature: `0x${'ab'.repeat(2049)}` }, 400),
      ).toMatchInlineSnapshot(`"body.signature: must be at most 4096 hex digits"`)
      expect(await publish({ ...base, signature: '0xabc' }, 400)).toMatchInlineSnapshot(
        `"body.signature: must be 0x and an even number of hex digits"`,
      )
      // larger than any JSON body the server reads
      expect(await publish(withMessage({ body: 'x'.repeat(70_000) }), 413)).toMatchInlineSnapshot(
        `"Request body is too large"`,
      )

      const ballot = await signedVote(voter, await voteMessage(world.chain, voter, active.id, 1))
      const withVote = (changes: Record<string, unknown>) => ({
        ...ballot,
        message: { ...ballot.message, ...changes },
      })
      expect(await vote(withVote({ choice: 1.5 }), 400)).toMatchInlineSnapshot(
        `"body.message.choice: must be a whole number"`,
      )
      expect(await vote(withVote({ choice: 2 ** 32 }), 400)).toMatchInlineSnapshot(
        `"body.message.choice: must fit in uint32"`,
      )
      expect(await vote(withVote({ choice: '1', proposal: '0x12' }), 400)).toMatchInlineSnapshot(
        `"body.message.proposal: must be 0x and 64 hex digits; body.message.choice: Invalid input: expected number, received string"`,
      )
      expect(await vote(withVote({ voter: undefined }), 400)).toMatchInlineSnapshot(
        `"body.message.voter: Invalid input: expected string, received undefined"`,
      )
      expect(await vote({ ...ballot, chainId: '1337' }, 400)).toMatchInlineSnapshot(
        `"body.chainId: Invalid input: expected number, received string"`,
      )
      const unknown = await signedVote(
        voter,
        await voteMessage(world.chain, voter, `0x${'ab'.repeat(32)}`, 1),
      )
      expect(await vote(unknown, 404)).toMatchInlineSnapshot(
        `"No proposal 0xabababababababababababababababababababababababababababababababab on chain 1337."`,
      )
    })

    test('reads refuse what they cannot answer', async () => {
      const get = async (path: string, status: number) => {
        const answer = await suite.server.request<ApiErrorBody>('GET', path)
        expect(answer.status, answer.text).toBe(status)
        return answer.body.message
      }
      const head = await chainHead(world.chain)
      expect(
        await get(`/v1/1337/voting/power/${voter.address}?block=${head.number + 10n}`, 400),
      ).toBe(`query.block: must not be after the chain's latest block ${head.number}`)
      expect(await get('/v1/1337/voting/power/0x12', 400)).toMatchInlineSnapshot(
        `"params.address: must be an address (0x and 40 hex digits)"`,
      )
      expect(
        await get(`/v1/1337/voting/power/${voter.address}?block=-1`, 400),
      ).toMatchInlineSnapshot(`"query.block: must be a block number (decimal digits)"`)
      expect(
        await get('/v1/1337/voting/proposals?state=open&type=admin', 400),
      ).toMatchInlineSnapshot(
        `"query.state: must be one of pending, active, closed; query.type: must be one of core, community"`,
      )
      expect(await get('/v1/1337/voting/proposals?limit=0&cursor=x', 400)).toMatchInlineSnapshot(
        `"query.cursor: must be a cursor from an earlier page; query.limit: must be at least 1"`,
      )
      expect(await get('/v1/1337/voting/proposals?sort=id', 400)).toMatchInlineSnapshot(
        `"query: Unrecognized key: "sort""`,
      )
      expect(await get('/v1/1337/voting/proposals/0x12', 400)).toMatchInlineSnapshot(
        `"params.id: must be 0x and 64 hex digits"`,
      )
      expect(
        await get(`/v1/1337/voting/proposals/0x${'cd'.repeat(32)}/votes`, 404),
      ).toMatchInlineSnapshot(
        `"No proposal 0xcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd on chain 1337."`,
      )
      expect(
        await get(`/v1/1337/voting/proposals/${active.id}/votes?cursor=1_0x12`, 400),
      ).toMatchInlineSnapshot(`"query.cursor: must be a cursor from an earlier page"`)
      expect(await get('/v1/97/voting/config', 404)).toMatchInlineSnapshot(
        `"This server follows chain 1337; it has no voting data for chain 97."`,
      )
      expect(await get('/v1/1/voting/config', 400)).toMatchInlineSnapshot(
        `"params.chainId: Unsupported chain id"`,
      )
    })

    test('the POSTs and the power reads are rate limited per client', async () => {
      const limited = await startMarketServer(world.chain, await suite.handle.freshDatabase(), {
        index: false,
        config: { writeRateLimit: 2 },
      })
      try {
        const body = await signedVote(voter, await voteMessage(world.chain, voter, active.id, 1))
        const statuses: number[] = []
        for (let i = 0; i < 3; i++) {
          statuses.push(
            (await limited.request('POST', '/v1/1337/voting/votes', { json: body })).status,
          )
        }
        // the proposal is not on this server's database: refused, and counted
        expect(statuses).toEqual([404, 404, 429])
        const proposals = await limited.request('POST', '/v1/1337/voting/proposals', {
          json: { chainId: LOCAL_CHAIN_ID },
        })
        expect(proposals.status).toBe(400)
        expect(await votingRows(limited.database.db)).toEqual({ proposals: [], votes: [] })
        // a power read at any block makes the node read every pair, pool and farm there
        const powers: number[] = []
        for (let i = 0; i < 3; i++) {
          powers.push(
            (await limited.request('GET', `/v1/1337/voting/power/${voter.address}?block=1`)).status,
          )
        }
        expect(powers).toEqual([200, 200, 429])
      } finally {
        await limited.stop()
      }
    })
  },
  { index: false },
)
