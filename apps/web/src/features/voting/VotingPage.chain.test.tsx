// @vitest-environment jsdom
/**
 * The proposals list against a real Anvil node (the chain's clock for each row's state) and a
 * local HTTP server answering the voting API's JSON: active proposals by default, each row a link
 * to its page with its state, type and end; the state and type filters ask the server for their
 * list and mark themselves current; pages load on demand; an empty list and a malformed answer
 * are said so, and Try again recovers.
 */
import type { ApiProposal } from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import {
  answerByPath,
  type FixtureServer,
  type PathAnswer,
  serveFixtureApi,
} from '../../api/test/serveFixtureApi'
import { apiProposal, proposalMessage, proposalPage } from '../../api/voting/test/fixtures'
import { renderVoting } from './test/renderVoting'
import { TIMEOUT } from './test/shown'
import { startVotingChainWorld, type VotingChainWorld } from './test/votingChainWorld'

let world: VotingChainWorld
let api: FixtureServer
/** Answers by path and query. */
const answers = new Map<string, PathAnswer>()
let now = 0n

beforeAll(async () => {
  world = await startVotingChainWorld()
  now = (await world.latestBlock()).timestamp
  api = await serveFixtureApi(answerByPath(answers))
}, 120_000)

afterAll(async () => {
  await api?.close()
  await world?.stop()
})

afterEach(() => {
  cleanup()
  answers.clear()
})

const LIST = '/v1/1337/voting/proposals'

function proposal(title: string, start: bigint, end: bigint, fields: Partial<ApiProposal> = {}) {
  return apiProposal(proposalMessage({ title, start, end }), fields)
}

const rows = () =>
  screen.getAllByRole('article').map((row) => ({
    title: within(row).getByRole('link').textContent,
    href: within(row).getByRole('link').getAttribute('href'),
    meta: row.querySelector('.voting-row-meta')?.textContent,
  }))

const timeText = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  )

test('active proposals by default, each a link with its state, type and end; filters ask for theirs', {
  timeout: 60_000,
}, async () => {
  const burn = proposal('Burn CAKE', now - 3_600n, now + 86_400n, { type: 'core' })
  const fees = proposal('Lower fees', now - 60n, now + 2n * 86_400n)
  const old = proposal('An old question', now - 9n * 86_400n, now - 2n * 86_400n, {
    state: 'closed',
    type: 'core',
  })
  answers.set(`${LIST}?state=active&limit=20`, { json: proposalPage([burn, fees]) })
  answers.set(`${LIST}?state=closed&limit=20`, { json: proposalPage([old]) })
  answers.set(`${LIST}?state=closed&type=core&limit=20`, { json: proposalPage([old]) })
  await renderVoting(world, 1, '/voting', { apiUrl: api.url })

  await screen.findByRole('link', { name: 'Burn CAKE' }, TIMEOUT)
  expect(screen.getByRole('link', { name: 'Make a Proposal' }).getAttribute('href')).toBe(
    '/voting/proposal/create',
  )
  expect(rows()).toEqual([
    {
      title: 'Burn CAKE',
      href: `/voting/proposal/${burn.id}`,
      meta: `ActiveCoreEnds ${timeText(burn.end)}`,
    },
    {
      title: 'Lower fees',
      href: `/voting/proposal/${fees.id}`,
      meta: `ActiveCommunityEnds ${timeText(fees.end)}`,
    },
  ])
  const states = within(screen.getByRole('navigation', { name: 'Proposal state' }))
  expect(states.getByRole('link', { name: 'Active' }).getAttribute('aria-current')).toBe('page')

  fireEvent.click(states.getByRole('link', { name: 'Closed' }))
  await screen.findByRole('link', { name: 'An old question' }, TIMEOUT)
  expect(rows()[0]?.meta).toBe(`ClosedCoreEnded ${timeText(old.end)}`)
  expect(states.getByRole('link', { name: 'Closed' }).getAttribute('aria-current')).toBe('page')
  expect(states.getByRole('link', { name: 'Active' }).getAttribute('aria-current')).toBeNull()

  const types = within(screen.getByRole('navigation', { name: 'Proposal type' }))
  expect(types.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page')
  fireEvent.click(types.getByRole('link', { name: 'Core' }))
  await waitFor(
    () =>
      expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe(
        '/voting?state=closed&type=core',
      ),
    TIMEOUT,
  )
  await screen.findByRole('link', { name: 'An old question' }, TIMEOUT)
  expect(types.getByRole('link', { name: 'Core' }).getAttribute('aria-current')).toBe('page')
  expect(api.requests.map((url) => `${url.pathname}${url.search}`)).toContain(
    `${LIST}?state=closed&type=core&limit=20`,
  )
})

test('a pending proposal says when it starts; more load on demand', {
  timeout: 60_000,
}, async () => {
  const soon = proposal('Soon', now + 86_400n, now + 8n * 86_400n, { state: 'pending' })
  const later = proposal('Later', now + 2n * 86_400n, now + 9n * 86_400n, { state: 'pending' })
  answers.set(`${LIST}?state=pending&limit=20`, { json: proposalPage([soon], 'next') })
  answers.set(`${LIST}?state=pending&limit=20&cursor=next`, { json: proposalPage([later]) })
  await renderVoting(world, 1, '/voting?state=pending', { apiUrl: api.url })
  await screen.findByRole('link', { name: 'Soon' }, TIMEOUT)
  expect(rows()[0]?.meta).toBe(`PendingCommunityStarts ${timeText(soon.start)}`)
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await screen.findByRole('link', { name: 'Later' }, TIMEOUT)
  expect(rows().map((row) => row.title)).toEqual(['Soon', 'Later'])
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
})

test('no proposals in a state: said so', { timeout: 60_000 }, async () => {
  answers.set(`${LIST}?state=active&limit=20`, { json: proposalPage([]) })
  await renderVoting(world, 1, '/voting', { apiUrl: api.url })
  expect(await screen.findByText('No proposals found', undefined, TIMEOUT)).toBeTruthy()
  expect(screen.queryByRole('article')).toBeNull()
})

test('a malformed answer is an error with Try again, not a crash', {
  timeout: 60_000,
}, async () => {
  const burn = proposal('Burn CAKE', now - 3_600n, now + 86_400n)
  answers.set(`${LIST}?state=active&limit=20`, {
    json: proposalPage([{ ...burn, state: 'open' as 'active' }]),
  })
  await renderVoting(world, 1, '/voting', { apiUrl: api.url })
  expect((await screen.findByRole('alert', undefined, TIMEOUT)).textContent).toBe(
    'Could not load the proposals.',
  )
  answers.set(`${LIST}?state=active&limit=20`, { json: proposalPage([burn]) })
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('link', { name: 'Burn CAKE' }, TIMEOUT)).toBeTruthy()
})
