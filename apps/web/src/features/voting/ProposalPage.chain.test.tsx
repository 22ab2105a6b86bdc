// @vitest-environment jsdom
/**
 * A proposal's page against a real Anvil node (the chain's clock decides the state; Anvil signs
 * for the dev accounts) and a local HTTP server answering the voting API's JSON as the server
 * would (a vote it takes changes the scores it serves). The page shows the proposal, the results
 * and the power in the user's number format, never wei; a refused signature keeps the chosen
 * choice and sends nothing; a vote is signed at the latest block's time, verifies, and the
 * results refresh; a refusal by the server shows its sentence; a closed proposal offers no vote;
 * voters page in; the recount is shown; a malformed or missing proposal is said so, no crash.
 */
import {
  type ApiProposal,
  type ApiVote,
  getVoteTypedData,
  shortenAddress,
  type VoteMessageJson,
  voteMessageFromJson,
} from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getAddress, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import {
  type FixtureAnswer,
  type FixtureServer,
  serveFixtureApi,
} from '../../api/test/serveFixtureApi'
import {
  apiProposal,
  apiRecount,
  apiVote,
  apiVotingPower,
  proposalMessage,
  votePage,
  WEI,
} from '../../api/voting/test/fixtures'
import { renderVoting, testWallet } from './test/renderVoting'
import { cake, percent, TIMEOUT } from './test/shown'
import { startVotingChainWorld, type VotingChainWorld } from './test/votingChainWorld'

const VOTER = 2
const OTHER = 3

let world: VotingChainWorld
let api: FixtureServer
/** The proposals the API serves, by id; a POSTed vote updates its proposal's scores. */
const proposals = new Map<string, ApiProposal>()
const votes = new Map<string, ApiVote[]>()
/** Each POST's path and body. */
const posts: {
  path: string
  body: { chainId: number; message: VoteMessageJson; signature: `0x${string}` }
}[] = []
/** Answers that replace the API's for a path (and query), for the failure tests. */
const overrides = new Map<string, FixtureAnswer>()

/** The active proposal, on the chain's clock: opened an hour ago, runs a week. */
let active: ApiProposal

beforeAll(async () => {
  world = await startVotingChainWorld()
  const { number, timestamp } = await world.latestBlock()
  active = apiProposal(
    proposalMessage({
      author: world.address(0),
      body: 'Burn **all** of it. See [the forum](https://forum.example/t/1).<script>alert(1)</script>',
      start: timestamp - 3_600n,
      end: timestamp + 7n * 86_400n,
      snapshot: number,
      timestamp: timestamp - 3_700n,
    }),
    {
      type: 'core',
      scores: [(3n * WEI).toString(), WEI.toString()],
      scoresTotal: (4n * WEI).toString(),
      votes: 2,
    },
  )
  api = await serveFixtureApi((url, request): FixtureAnswer | undefined => {
    const override = overrides.get(`${url.pathname}${url.search}`)
    if (override) return override
    if (request.method === 'POST') return takeVote(url.pathname, JSON.parse(request.body))
    const voter = /^\/v1\/1337\/voting\/power\/(0x[0-9a-f]{40})$/.exec(url.pathname)?.[1]
    if (voter) {
      return {
        json: apiVotingPower({ address: voter, blockNumber: url.searchParams.get('block') ?? '0' }),
      }
    }
    const match = /^\/v1\/1337\/voting\/proposals\/(0x[0-9a-f]{64})(\/votes|\/recount)?$/.exec(
      url.pathname,
    )
    const proposal = match?.[1] ? proposals.get(match[1]) : undefined
    if (!proposal) return undefined
    if (match?.[2] === '/recount') return { json: apiRecount(proposal) }
    if (match?.[2] === '/votes') {
      const all = votes.get(proposal.id) ?? []
      const start = url.searchParams.get('cursor') === 'second' ? 1 : 0
      // one vote per page, so a second voter needs "Load more"
      return {
        json: votePage(all.slice(start, start + 1), start + 1 < all.length ? 'second' : null),
      }
    }
    return { json: proposal }
  })
}, 120_000)

/** What the server does with a vote it accepts: stores it and counts its power (10 CAKE). */
function takeVote(path: string, body: (typeof posts)[number]['body']): FixtureAnswer {
  posts.push({ path, body })
  const proposal = proposals.get(body.message.proposal.toLowerCase())
  if (!proposal) return { status: 404, json: { error: 'NOT_FOUND', message: 'No such proposal.' } }
  const vote = apiVote(proposal, {
    voter: body.message.voter.toLowerCase(),
    choice: body.message.choice,
    power: (10n * WEI).toString(),
    timestamp: Number(body.message.timestamp),
    message: body.message,
    signature: body.signature,
  })
  const scores = proposal.scores.map((score, index) =>
    index === vote.choice - 1 ? (BigInt(score) + 10n * WEI).toString() : score,
  )
  proposals.set(proposal.id, {
    ...proposal,
    scores,
    scoresTotal: (BigInt(proposal.scoresTotal) + 10n * WEI).toString(),
    votes: proposal.votes + 1,
  })
  votes.set(proposal.id, [vote, ...(votes.get(proposal.id) ?? [])])
  return { status: 201, json: vote }
}

afterAll(async () => {
  await api?.close()
  await world?.stop()
})

afterEach(() => {
  cleanup()
  posts.length = 0
  overrides.clear()
  proposals.clear()
  votes.clear()
})

/** Serves `proposal` with two earlier voters (3 CAKE for Yes, 1 CAKE for No). */
function serve(proposal: ApiProposal) {
  proposals.set(proposal.id, proposal)
  votes.set(proposal.id, [
    apiVote(proposal, {
      voter: world.address(OTHER).toLowerCase(),
      choice: 1,
      power: (3n * WEI).toString(),
    }),
    apiVote(proposal, { voter: world.address(4).toLowerCase(), choice: 2, power: WEI.toString() }),
  ])
  return `/voting/proposal/${proposal.id}`
}

const region = (name: string) => within(screen.getByRole('region', { name }))

async function resultsShow(lines: [label: string, power: bigint, total: bigint][]) {
  await waitFor(() => {
    const items = region('Current results').getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(
      lines.map(([label, power, total]) => `${label}${cake(power)}${percent(power, total)}`),
    )
  }, TIMEOUT)
}

test('the proposal, its results and the voter’s power in the user’s format, its body safe', {
  timeout: 60_000,
}, async () => {
  await renderVoting(world, VOTER, serve(active), { apiUrl: api.url })
  const heading = await screen.findByRole('heading', { level: 1, name: active.title }, TIMEOUT)
  const article = within(heading.closest('article') as HTMLElement)
  expect(article.getByText('Active')).toBeTruthy()
  expect(article.getByText('Core')).toBeTruthy()
  expect(article.getByText(shortenAddress(getAddress(active.author)))).toBeTruthy()
  expect(article.getByText(active.snapshot)).toBeTruthy()
  expect(article.getByText('all').tagName).toBe('STRONG')
  expect(article.getByRole('link', { name: 'the forum' }).getAttribute('rel')).toBe(
    'noreferrer noopener',
  )
  expect(document.querySelector('script')).toBeNull()
  await resultsShow([
    ['Yes', 3n * WEI, 4n * WEI],
    ['No', WEI, 4n * WEI],
  ])

  const power = region('Your voting power')
  await power.findByText(`At the snapshot block ${active.snapshot}`)
  const figures = await power.findAllByRole('definition', undefined, TIMEOUT)
  expect(figures.map((figure) => figure.textContent)).toEqual(
    [10n, 1n, 2n, 3n, 4n].map((whole) => cake(whole * WEI)),
  )
  expect(power.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Voting power',
    'Wallet',
    'Pools',
    'LP in wallet',
    'LP in farms',
  ])

  const voters = within(await screen.findByRole('table', { name: 'Voters' }, TIMEOUT))
  expect(voters.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
    shortenAddress(world.address(OTHER)),
  ])
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await waitFor(() => expect(voters.getAllByRole('rowheader')).toHaveLength(2), TIMEOUT)
  expect(voters.getAllByRole('row').map((row) => row.textContent)).toEqual([
    'VoterChoiceVoting power',
    `${shortenAddress(world.address(OTHER))}Yes${cake(3n * WEI)}`,
    `${shortenAddress(world.address(4))}No${cake(WEI)}`,
  ])
})

test('a refused signature keeps the choice; the next try is signed at the latest block and counts', {
  timeout: 60_000,
}, async () => {
  const wallet = testWallet()
  wallet.reject = true
  await renderVoting(world, VOTER, serve(active), { apiUrl: api.url, wallet })
  await screen.findByRole('heading', { level: 1, name: active.title }, TIMEOUT)
  const vote = region('Cast your vote')
  fireEvent.click(vote.getByRole('radio', { name: 'No' }))
  const cast = vote.getByRole('button', { name: 'Cast Vote' })
  // enabled once the voter's power at the snapshot is known
  await waitFor(() => expect(cast.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(cast)
  expect((await vote.findByRole('alert', undefined, TIMEOUT)).textContent).toBe(
    'Unable to sign payload',
  )
  expect((vote.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true)
  expect(wallet.signRequests).toBe(1)
  expect(posts).toEqual([])

  wallet.reject = false
  const { timestamp } = await world.latestBlock()
  fireEvent.click(vote.getByRole('button', { name: 'Cast Vote' }))
  await vote.findByText('You voted for “No”.', { exact: false }, TIMEOUT)
  expect(vote.queryByRole('alert')).toBeNull()
  expect(posts).toHaveLength(1)
  const [post] = posts
  if (!post) throw new Error('no vote sent')
  expect(post.path).toBe('/v1/1337/voting/votes')
  expect(post.body.chainId).toBe(1337)
  const message = voteMessageFromJson(post.body.message)
  expect(message).toEqual({
    voter: world.address(VOTER),
    proposal: active.id,
    choice: 2,
    timestamp,
  })
  expect(
    await verifyTypedData({
      address: world.address(VOTER),
      ...getVoteTypedData(1337, message),
      signature: post.body.signature,
    }),
  ).toBe(true)
  // the results come again from the server, with the new vote's 10 CAKE
  await resultsShow([
    ['Yes', 3n * WEI, 14n * WEI],
    ['No', 11n * WEI, 14n * WEI],
  ])
  expect(screen.getByRole('heading', { name: 'Votes (3)' })).toBeTruthy()
})

test('a vote the server refuses shows its sentence and keeps the choice', {
  timeout: 60_000,
}, async () => {
  overrides.set('/v1/1337/voting/votes', {
    status: 400,
    json: {
      error: 'VOTE_REFUSED',
      message: 'The signed timestamp is too far from the chain’s clock.',
    },
  })
  await renderVoting(world, VOTER, serve(active), { apiUrl: api.url })
  await screen.findByRole('heading', { level: 1, name: active.title }, TIMEOUT)
  const vote = region('Cast your vote')
  fireEvent.click(vote.getByRole('radio', { name: 'Yes' }))
  const cast = vote.getByRole('button', { name: 'Cast Vote' })
  await waitFor(() => expect(cast.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(cast)
  expect((await vote.findByRole('alert', undefined, TIMEOUT)).textContent).toBe(
    'The signed timestamp is too far from the chain’s clock.',
  )
  expect((vote.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true)
})

test('a closed proposal: its results, no vote; the recount says it matches', {
  timeout: 60_000,
}, async () => {
  const { number, timestamp } = await world.latestBlock()
  const closed = apiProposal(
    proposalMessage({
      title: 'An old question',
      start: timestamp - 10n * 86_400n,
      end: timestamp - 3n * 86_400n,
      snapshot: number,
    }),
    { state: 'closed', scores: [WEI.toString(), '0'], scoresTotal: WEI.toString(), votes: 1 },
  )
  await renderVoting(world, VOTER, serve(closed), { apiUrl: api.url })
  await screen.findByRole('heading', { level: 1, name: 'An old question' }, TIMEOUT)
  expect(screen.getByText('Closed')).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Cast your vote' })).toBeNull()
  expect(screen.queryByRole('radio')).toBeNull()
  const results = region('Results')
  expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    `Yes${cake(WEI)}${percent(1n, 1n)}`,
    `No${cake(0n)}${percent(0n, 1n)}`,
  ])

  const verify = region('Verify results')
  expect(verify.getByRole('link', { name: 'Recount as JSON' }).getAttribute('href')).toBe(
    `${api.url}/v1/1337/voting/proposals/${closed.id}/recount`,
  )
  fireEvent.click(verify.getByRole('button', { name: 'Recount' }))
  const recount = await verify.findByRole('status', undefined, TIMEOUT)
  expect(within(recount).getByText('The recount matches the results shown.')).toBeTruthy()
  expect(within(recount).getByText('1 voters counted, 0 votes refused.')).toBeTruthy()
})

test('a malformed answer is said so with Try again, which loads a good one', {
  timeout: 60_000,
}, async () => {
  const path = serve(active)
  overrides.set(`/v1/1337/voting/proposals/${active.id}`, {
    json: { ...active, scores: ['1'] },
  })
  await renderVoting(world, VOTER, path, { apiUrl: api.url })
  expect((await screen.findByRole('alert', undefined, TIMEOUT)).textContent).toBe(
    'Could not load the proposal.',
  )
  overrides.clear()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: active.title }, TIMEOUT)).toBeTruthy()
})

test.each([
  ['an id the server does not know', `/voting/proposal/0x${'ab'.repeat(32)}`],
  ['a malformed id', '/voting/proposal/42'],
])('%s: not found, with the way back', { timeout: 60_000 }, async (_name, path) => {
  await renderVoting(world, VOTER, path, { apiUrl: api.url })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Proposal not found' }, TIMEOUT),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to Vote Overview' }).getAttribute('href')).toBe(
    '/voting',
  )
})
