// @vitest-environment jsdom
/**
 * The create form against a real Anvil node (its clock and latest block fill the schedule and the
 * snapshot; the wallet's signature is Anvil's, for a dev account) and a local HTTP server
 * answering the voting API's JSON. A proposal with one empty choice, or an end before its start,
 * or too little power, is refused with its sentence and the wallet is never asked; a proposal
 * the rules accept is signed by its author — the signature verifies for the message sent — and
 * its page opens; a refused signature says so and keeps the form.
 */
import {
  type ApiProposal,
  getProposalTypedData,
  type ProposalMessageJson,
  proposalMessageFromJson,
} from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  type FixtureAnswer,
  type FixtureServer,
  serveFixtureApi,
} from '../../api/test/serveFixtureApi'
import {
  apiProposal,
  apiVotingPower,
  votePage,
  votingConfig,
  WEI,
} from '../../api/voting/test/fixtures'
import { toDateAndTime } from './rules/proposalForm'
import { renderVoting, type TestWallet, testWallet } from './test/renderVoting'
import { cake, TIMEOUT } from './test/shown'
import { startVotingChainWorld, type VotingChainWorld } from './test/votingChainWorld'

const AUTHOR = 1

let world: VotingChainWorld
let api: FixtureServer
/** The author's power at any block. */
let power = 20n * WEI
/** What the API stored, by id. */
const stored = new Map<string, ApiProposal>()
/** Each POST's path and JSON body. */
const posts: {
  path: string
  body: { chainId: number; message: ProposalMessageJson; signature: `0x${string}` }
}[] = []

beforeAll(async () => {
  world = await startVotingChainWorld()
  api = await serveFixtureApi((url, request): FixtureAnswer | undefined => {
    const path = url.pathname
    if (request.method === 'POST') {
      const body = JSON.parse(request.body)
      posts.push({ path, body })
      const proposal = apiProposal(proposalMessageFromJson(body.message), { state: 'pending' })
      stored.set(proposal.id, proposal)
      return { status: 201, json: proposal }
    }
    if (path === '/v1/1337/voting/config') return { json: votingConfig() }
    const voter = /^\/v1\/1337\/voting\/power\/(0x[0-9a-f]{40})$/.exec(path)?.[1]
    if (voter) {
      return {
        json: apiVotingPower({
          address: voter,
          blockNumber: url.searchParams.get('block') ?? '0',
          total: power.toString(),
          wallet: power.toString(),
          pools: [],
          liquidity: [],
          farms: [],
        }),
      }
    }
    const id = /^\/v1\/1337\/voting\/proposals\/(0x[0-9a-f]{64})(\/votes)?$/.exec(path)
    if (id?.[2]) return { json: votePage([]) }
    const proposal = id?.[1] ? stored.get(id[1]) : undefined
    return proposal ? { json: proposal } : undefined
  })
}, 120_000)

afterAll(async () => {
  await api?.close()
  await world?.stop()
})

beforeEach(() => {
  power = 20n * WEI
})

afterEach(() => {
  cleanup()
  posts.length = 0
  stored.clear()
})

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })

/** Renders the form and waits until the chain filled the schedule and the author's power shows. */
async function openForm(wallet: TestWallet = testWallet()) {
  await renderVoting(world, AUTHOR, '/voting/proposal/create', { apiUrl: api.url, wallet })
  const { number } = await world.latestBlock()
  await waitFor(() => expect(field('Snapshot block').value).toBe(String(number)), TIMEOUT)
  await waitFor(() => expect(field('Start date').value).not.toBe(''), TIMEOUT)
  const powerLine = screen.getByText('Your voting power at the snapshot block:', { exact: false })
  await waitFor(() => expect(powerLine.textContent).toContain(cake(power)), TIMEOUT)
  return wallet
}

function fillValid() {
  type('Title', 'Burn the treasury’s CAKE')
  type('Content', 'Burn **all** of it.')
  type('Choice 1', 'Yes')
  type('Choice 2', 'No')
}

const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish' }))

test('one empty choice is refused under the choices, and the wallet is never asked', {
  timeout: 60_000,
}, async () => {
  const wallet = await openForm()
  fillValid()
  type('Choice 2', '   ')
  publish()
  const choices = within(screen.getByRole('group', { name: 'Choices' }))
  expect(await choices.findByText('Choices must not be empty')).toBeTruthy()
  expect(field('Choice 2').getAttribute('aria-invalid')).toBe('true')
  expect(field('Choice 1').getAttribute('aria-invalid')).toBeNull()
  await waitFor(() => expect(document.activeElement).toBe(field('Choice 2')))
  expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked above.')
  expect(wallet.signRequests).toBe(0)
  expect(posts).toEqual([])

  // fixed, the message goes as the author types
  type('Choice 2', 'No')
  await waitFor(() => expect(choices.queryByText('Choices must not be empty')).toBeNull())
})

test('an end before the start is refused under the end date, and the wallet is never asked', {
  timeout: 60_000,
}, async () => {
  const wallet = await openForm()
  fillValid()
  const start = BigInt(new Date(`${field('Start date').value}T00:00`).getTime() / 1000)
  type('End date', toDateAndTime(start - 86_400n).date)
  publish()
  expect(await screen.findByText('End date must be after the start date')).toBeTruthy()
  expect(field('End date').getAttribute('aria-invalid')).toBe('true')
  expect(wallet.signRequests).toBe(0)
  expect(posts).toEqual([])
})

test('too little power at the snapshot is said before Publish and refused at it', {
  timeout: 60_000,
}, async () => {
  power = 9n * WEI
  const wallet = await openForm()
  fillValid()
  const refusal = `You need at least ${cake(10n * WEI)} of voting power at the snapshot block to publish. You have ${cake(9n * WEI)}.`
  expect(screen.getByText(refusal)).toBeTruthy()
  publish()
  await screen.findByRole('alert')
  expect(wallet.signRequests).toBe(0)
  expect(posts).toEqual([])
})

test('a proposal the rules accept is signed by its author and its page opens', {
  timeout: 60_000,
}, async () => {
  const wallet = await openForm()
  fillValid()
  fireEvent.click(screen.getByRole('button', { name: 'Add Choice' }))
  type('Choice 3', '  Abstain ')
  const { number, timestamp } = await world.latestBlock()
  publish()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Burn the treasury’s CAKE' }, TIMEOUT),
  ).toBeTruthy()
  expect(wallet.signRequests).toBe(1)
  expect(posts).toHaveLength(1)
  const [post] = posts
  if (!post) throw new Error('nothing posted')
  const { path, body } = post
  expect(path).toBe('/v1/1337/voting/proposals')
  expect(body.chainId).toBe(1337)
  const message = proposalMessageFromJson(body.message)
  expect(message).toMatchObject({
    author: world.address(AUTHOR),
    title: 'Burn the treasury’s CAKE',
    body: 'Burn **all** of it.',
    choices: ['Yes', 'No', 'Abstain'],
    snapshot: number,
    timestamp,
  })
  expect(message.end - message.start).toBe(7n * 86_400n)
  expect(
    await verifyTypedData({
      address: world.address(AUTHOR),
      ...getProposalTypedData(1337, message),
      signature: body.signature,
    }),
  ).toBe(true)
  const [id] = [...stored.keys()]
  expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe(
    `/voting/proposal/${id}`,
  )
})

test('a refused signature says so, sends nothing and keeps the form', {
  timeout: 60_000,
}, async () => {
  const wallet = testWallet()
  wallet.reject = true
  await openForm(wallet)
  fillValid()
  publish()
  expect((await screen.findByRole('alert')).textContent).toBe('Unable to sign payload')
  expect(wallet.signRequests).toBe(1)
  expect(posts).toEqual([])
  expect(field('Title').value).toBe('Burn the treasury’s CAKE')
  expect(field('Choice 2').value).toBe('No')
})

test('Preview shows the content as its page will, raw HTML dropped; Write brings the text back', {
  timeout: 60_000,
}, async () => {
  await openForm()
  type('Content', 'Burn **all** of it.<img src="x" onerror="alert(1)">')
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
  const preview = within(await screen.findByRole('region', { name: 'Content' }, TIMEOUT))
  expect((await preview.findByText('all', undefined, TIMEOUT)).tagName).toBe('STRONG')
  expect(document.querySelector('.voting-preview img')).toBeNull()
  expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Write' }))
  expect(field('Content').value).toBe('Burn **all** of it.<img src="x" onerror="alert(1)">')
})
