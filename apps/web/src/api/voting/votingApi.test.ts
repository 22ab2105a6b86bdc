// @vitest-environment node
/**
 * The voting API's decoders on well-formed and malformed answers, and the client over real HTTP
 * (a local server answering fixture JSON): the paths, queries and bodies it sends, and every
 * malformed answer — not JSON, a wrong type, an unknown state, a score missing for a choice —
 * arriving as one NftApiError that names the field, never a crash or a half-decoded object.
 */
import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NftApiError } from '../nfts/NftApiError'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  type FixtureAnswer,
  type FixtureServer,
  fixtureApiClient,
  serveFixtureApi,
} from '../test/serveFixtureApi'
import {
  AUTHOR,
  apiProposal,
  apiRecount,
  apiVote,
  apiVotingPower,
  proposalMessage,
  proposalPage,
  SIGNATURE,
  VOTER,
  votePage,
  votingConfig,
} from './test/fixtures'
import {
  castVote,
  createProposal,
  decodeProposal,
  decodeProposalPage,
  decodeRecount,
  decodeVote,
  decodeVotingConfig,
  decodeVotingPower,
  getProposal,
  getProposalRecount,
  getProposals,
  getProposalVotes,
  getVoterPower,
  getVotingConfig,
} from './votingApi'
import { proposalListQuery, proposalVotesQuery, votingKeys } from './votingQueries'

describe('decoders', () => {
  test('a proposal keeps wei as text and its addresses and id lowercase', () => {
    const served = apiProposal(proposalMessage(), {
      author: AUTHOR.toUpperCase().replace('0X', '0x'),
      scores: ['3', '1'],
      scoresTotal: '4',
      votes: 2,
    })
    const proposal = decodeProposal(
      { ...served, id: served.id.toUpperCase().replace('0X', '0x') },
      '',
    )
    expect(proposal).toEqual({ ...served, author: AUTHOR })
    expect(proposal.id).toBe(served.id)
  })

  test.each([
    ['an unknown state', { state: 'open' }, /^state: expected "pending" or "active" or "closed"/],
    ['an unknown type', { type: 'admin' }, /^type: expected "core" or "community"/],
    ['a score as a number', { scores: [1, 0] }, /^scores\[0\]: expected a non-negative integer/],
    [
      'a score missing for a choice',
      { scores: ['1'] },
      /^scores: expected a score for each of the 2 choices/,
    ],
    ['no choices', { choices: [], scores: [] }, /^choices: expected at least one choice/],
    [
      'an end before its start',
      { start: 1_700_000_000, end: 1_700_000_000 },
      /^end: expected a time after start \(1700000000\)/,
    ],
    ['a time no date can hold', { end: 9e15 }, /^end: expected a unix time/],
    ['a start as text', { start: '1700000000' }, /^start: expected a non-negative integer/],
    ['a short id', { id: '0x12' }, /^id: expected a transaction hash/],
    [
      'a signature that is not hex',
      { signature: 'signed' },
      /^signature: expected a hex signature/,
    ],
    ['a body that is not text', { body: null }, /^body: expected a string/],
    [
      'a message without its snapshot',
      { message: { ...apiProposal().message, snapshot: 100 } },
      /^message\.snapshot: expected a non-negative integer string/,
    ],
  ])('a proposal with %s is refused', (_name, fields, message) => {
    expect(() => decodeProposal({ ...apiProposal(), ...fields }, '')).toThrow(message)
  })

  test('a vote: a choice from 1, its power as text, its signed message', () => {
    const proposal = apiProposal()
    expect(decodeVote(apiVote(proposal, { choice: 2 }), '').choice).toBe(2)
    expect(() => decodeVote({ ...apiVote(proposal), choice: 0 }, 'v')).toThrow(
      /^v\.choice: expected a choice from 1/,
    )
    expect(() => decodeVote({ ...apiVote(proposal), power: '-1' }, '')).toThrow(/^power/)
    expect(() =>
      decodeVote(
        { ...apiVote(proposal), message: { ...apiVote(proposal).message, voter: 'me' } },
        '',
      ),
    ).toThrow(/^message\.voter: expected an address/)
  })

  test('voting power: its four kinds of holding, each part decoded', () => {
    expect(decodeVotingPower(apiVotingPower(), '')).toEqual(apiVotingPower())
    expect(
      decodeVotingPower(apiVotingPower({ pools: [{ address: AUTHOR, pid: null, cake: '1' }] }), '')
        .pools[0]?.pid,
    ).toBeNull()
    expect(() =>
      decodeVotingPower(
        apiVotingPower({ farms: [{ pid: 1, pair: AUTHOR, lp: '1', cake: 2 as never }] }),
        '',
      ),
    ).toThrow(/^farms\[0\]\.cake: expected a non-negative integer string/)
    expect(() => decodeVotingPower({ ...apiVotingPower(), total: undefined }, '')).toThrow(/^total/)
  })

  test('a recount, the config, and pages', () => {
    const proposal = apiProposal()
    expect(decodeRecount(apiRecount(proposal, { matchesStored: false }), '').matchesStored).toBe(
      false,
    )
    expect(() => decodeRecount({ ...apiRecount(proposal), matchesStored: 'yes' }, '')).toThrow(
      /^matchesStored: expected true or false/,
    )
    expect(decodeVotingConfig(votingConfig(), '').admins).toEqual([AUTHOR])
    expect(() => decodeVotingConfig({ minProposalPower: 10, admins: [] }, '')).toThrow(
      /^minProposalPower/,
    )
    expect(decodeProposalPage(proposalPage([proposal], 'next'), '').nextCursor).toBe('next')
    expect(() => decodeProposalPage(proposalPage([], ''), '')).toThrow(/^nextCursor/)
    expect(() => decodeProposalPage({ data: [{ ...proposal, votes: -1 }] }, '')).toThrow(
      /^data\[0\]\.votes/,
    )
  })
})

describe('the client over HTTP', () => {
  let server: FixtureServer
  const answers = new Map<string, FixtureAnswer>()
  /** Each write's method, path and parsed body. */
  const writes: { method: string; path: string; body: unknown }[] = []

  beforeAll(async () => {
    server = await serveFixtureApi((url, request) => {
      if (request.method !== 'GET') {
        writes.push({ method: request.method, path: url.pathname, body: JSON.parse(request.body) })
      }
      return answers.get(`${url.pathname}${url.search}`)
    })
  })
  afterAll(async () => {
    await server?.close()
  })

  const client = (): NftApiClient => fixtureApiClient(server)

  test('asks the documented paths and queries, ids and addresses lowercased', async () => {
    const proposal = apiProposal()
    const upperId = proposal.id.toUpperCase().replace('0X', '0x')
    answers.set('/v1/1337/voting/config', { json: votingConfig() })
    answers.set('/v1/1337/voting/proposals?state=closed&type=core&limit=5&cursor=c1', {
      json: proposalPage([proposal], 'c2'),
    })
    answers.set(`/v1/1337/voting/proposals/${proposal.id}`, { json: proposal })
    answers.set(`/v1/1337/voting/proposals/${proposal.id}/votes?limit=2`, {
      json: votePage([apiVote(proposal)]),
    })
    answers.set(`/v1/1337/voting/proposals/${proposal.id}/recount`, { json: apiRecount(proposal) })
    answers.set(`/v1/1337/voting/power/${VOTER}?block=100`, { json: apiVotingPower() })
    answers.set(`/v1/1337/voting/power/${VOTER}`, { json: apiVotingPower({ blockNumber: '120' }) })

    expect((await getVotingConfig(client())).minProposalPower).toBe((10n ** 19n).toString())
    const page = await getProposals(client(), {
      state: 'closed',
      type: 'core',
      limit: 5,
      cursor: 'c1',
    })
    expect(page.data.map((entry) => entry.id)).toEqual([proposal.id])
    expect(page.nextCursor).toBe('c2')
    expect((await getProposal(client(), upperId)).title).toBe(proposal.title)
    expect((await getProposalVotes(client(), upperId, { limit: 2 })).data[0]?.voter).toBe(VOTER)
    expect((await getProposalRecount(client(), upperId)).matchesStored).toBe(true)
    const upperVoter = VOTER.toUpperCase().replace('0X', '0x')
    expect((await getVoterPower(client(), upperVoter, 100n)).blockNumber).toBe('100')
    expect((await getVoterPower(client(), upperVoter, undefined)).blockNumber).toBe('120')
  })

  test('writes POST the signed message as JSON and decode what was stored', async () => {
    const proposal = apiProposal()
    const vote = apiVote(proposal, { choice: 2 })
    answers.set('/v1/1337/voting/proposals', { status: 201, json: proposal })
    answers.set('/v1/1337/voting/votes', { status: 201, json: vote })
    writes.length = 0
    const proposalRequest = { chainId: 1337, message: proposal.message, signature: SIGNATURE }
    expect((await createProposal(client(), proposalRequest)).id).toBe(proposal.id)
    const voteRequest = { chainId: 1337, message: vote.message, signature: SIGNATURE }
    expect((await castVote(client(), voteRequest)).choice).toBe(2)
    expect(writes).toEqual([
      { method: 'POST', path: '/v1/1337/voting/proposals', body: proposalRequest },
      { method: 'POST', path: '/v1/1337/voting/votes', body: voteRequest },
    ])
  })

  test.each<[string, FixtureAnswer, RegExp]>([
    ['not JSON', { text: '<html>oops</html>' }, /answered HTTP 200 without JSON/],
    [
      'a wrong type',
      { json: { ...apiProposal(), scoresTotal: 12 } },
      /scoresTotal: expected a non-negative integer string/,
    ],
    [
      'an unknown state',
      { json: { ...apiProposal(), state: 'done' } },
      /state: expected "pending"/,
    ],
    ['null', { json: null }, /answer: expected an object, got null/],
    [
      'a failure with its message',
      { status: 404, json: { error: 'NOT_FOUND', message: 'No such proposal.' } },
      /^No such proposal\.$/,
    ],
  ])('a proposal answer that is %s is one NftApiError', async (_name, answer, message) => {
    const id = apiProposal().id
    answers.set(`/v1/1337/voting/proposals/${id}`, answer)
    const failure = await getProposal(client(), id).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NftApiError)
    expect((failure as Error).message).toMatch(message)
  })

  test('a refused vote carries the server’s sentence', async () => {
    answers.set('/v1/1337/voting/votes', {
      status: 400,
      json: { error: 'VOTE_REFUSED', message: 'The proposal is closed.' },
    })
    const proposal = apiProposal()
    const failure = await castVote(client(), {
      chainId: 1337,
      message: apiVote(proposal).message,
      signature: SIGNATURE,
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NftApiError)
    expect((failure as NftApiError).status).toBe(400)
    expect((failure as Error).message).toBe('The proposal is closed.')
  })

  test('the lists follow their cursors; every key starts with the voting prefix', async () => {
    const first = apiProposal(proposalMessage({ title: 'First' }))
    const second = apiProposal(proposalMessage({ title: 'Second' }))
    answers.set('/v1/1337/voting/proposals?state=active&limit=20', {
      json: proposalPage([first], 'p2'),
    })
    answers.set('/v1/1337/voting/proposals?state=active&limit=20&cursor=p2', {
      json: proposalPage([second]),
    })
    answers.set(`/v1/1337/voting/proposals/${first.id}/votes?limit=20`, {
      json: votePage([apiVote(first)], 'v2'),
    })
    answers.set(`/v1/1337/voting/proposals/${first.id}/votes?limit=20&cursor=v2`, {
      json: votePage([apiVote(first, { voter: AUTHOR })]),
    })
    const queryClient = new QueryClient()
    const list = proposalListQuery(client(), 'active', undefined)
    expect(list.queryKey.slice(0, 1)).toEqual(votingKeys.all)
    const loaded = await queryClient.fetchInfiniteQuery({ ...list, pages: 3 })
    expect(loaded.pages.map((page) => page.data.map((entry) => entry.title))).toEqual([
      ['First'],
      ['Second'],
    ])
    const votes = proposalVotesQuery(client(), first.id)
    // a vote invalidates the proposal's prefix, which holds its votes
    expect(votes.queryKey.slice(0, 5)).toEqual([
      ...votingKeys.proposal([1337, server.url], first.id),
    ])
    const voters = await queryClient.fetchInfiniteQuery({ ...votes, pages: 2 })
    expect(voters.pages.flatMap((page) => page.data.map((vote) => vote.voter))).toEqual([
      VOTER,
      AUTHOR,
    ])
  })
})
