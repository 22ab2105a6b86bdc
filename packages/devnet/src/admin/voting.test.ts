/**
 * The voting commands against a seeded world (startDevnet, its voting seed) and the voting API's
 * JSON built from the seed file and served over HTTP here, in pages of two: the status report,
 * and a recount that fetches every page of votes and recounts them from their signatures and the
 * chain: equal to honest scores (exit 0), and naming the choice whose served score was changed,
 * or a vote whose signature is not its voter's, with exit 1. Neither needs a key on any chain.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { devAccount } from '@ghost/contracts/anvil'
import { getVotingPowerContracts } from '@ghost/contracts/manifest'
import {
  type ApiProposal,
  type ApiVote,
  getProposalId,
  getProposalState,
  getVoteTypedData,
  getVotingPower,
  getVotingPowerSources,
  proposalMessageFromJson,
  tallyVotes,
  VOTING_DEFAULT_MIN_PROPOSAL_POWER,
  type VotingSeedFile,
  voteMessageFromJson,
} from '@ghost/sdk'
import { formatEther } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { votingPathOf } from '../startDevnet'
import { adminRunner, setUpSeededDevnet } from '../testing/localWorld'
import { VOTING_PROPOSALS } from '../worldPlan'

const seeded = setUpSeededDevnet('voting-admin')
const admin = adminRunner({
  get anvil() {
    return seeded.devnet.anvil
  },
  get client() {
    return seeded.client
  },
  get manifest() {
    return seeded.devnet.manifest
  },
})
const CHAIN_ID = 1337
const PAGE = 2

/** What the served API holds: the proposals (scores as a server would tally them) and votes. */
type Served = { proposals: ApiProposal[]; votes: Map<string, ApiVote[]> }
let honest: Served
let served: Served
let api: string
let server: Server
/** The request URLs the served API answered, in order. */
const requests: string[] = []

/** The seed file as the voting API would serve it: latest vote per voter, power at the snapshot. */
async function serveSeedFile(): Promise<Served> {
  const file = JSON.parse(
    readFileSync(votingPathOf(join(seeded.dir, '1337.json')), 'utf8'),
  ) as VotingSeedFile
  const now = (await seeded.client.getBlock({ blockTag: 'latest' })).timestamp
  const proposals: ApiProposal[] = []
  const votes = new Map<string, ApiVote[]>()
  for (const { message: json, signature } of file.proposals) {
    const message = proposalMessageFromJson(json)
    const id = getProposalId(CHAIN_ID, message)
    const blockNumber = message.snapshot
    const sources = await getVotingPowerSources({
      client: seeded.client,
      blockNumber,
      ...getVotingPowerContracts(seeded.devnet.manifest),
    })
    const powerOf = async (voter: `0x${string}`) =>
      (await getVotingPower({ client: seeded.client, voter, blockNumber, sources })).total
    const latest = new Map<string, ApiVote>()
    for (const vote of file.votes.filter((v) => v.message.proposal === id)) {
      const parsed = voteMessageFromJson(vote.message)
      latest.set(parsed.voter.toLowerCase(), {
        proposal: id,
        voter: parsed.voter.toLowerCase(),
        choice: parsed.choice,
        power: (await powerOf(parsed.voter)).toString(),
        timestamp: Number(parsed.timestamp),
        message: vote.message,
        signature: vote.signature,
      })
    }
    const proposalVotes = [...latest.values()].sort((a, b) =>
      BigInt(a.power) === BigInt(b.power)
        ? a.voter.localeCompare(b.voter)
        : BigInt(b.power) > BigInt(a.power)
          ? 1
          : -1,
    )
    votes.set(id, proposalVotes)
    const tally = tallyVotes(
      message.choices.length,
      proposalVotes.map((vote) => ({
        voter: vote.voter,
        choice: vote.choice,
        power: BigInt(vote.power),
        timestamp: BigInt(vote.timestamp),
      })),
    )
    proposals.push({
      id,
      author: message.author.toLowerCase(),
      title: message.title,
      body: message.body,
      choices: [...message.choices],
      start: Number(message.start),
      end: Number(message.end),
      snapshot: message.snapshot.toString(),
      type: message.author === devAccount(0).address ? 'core' : 'community',
      state: getProposalState(message, now),
      scores: tally.scores.map(String),
      scoresTotal: tally.scoresTotal.toString(),
      votes: proposalVotes.length,
      authorPower: (await powerOf(message.author)).toString(),
      message: json,
      signature,
      createdAt: Number(message.timestamp),
    })
  }
  return { proposals, votes }
}

/** A page of `items` from `cursor` (an index here, opaque to the commands). */
function page<item>(items: readonly item[], cursor: string | null) {
  const from = cursor === null ? 0 : Number(cursor)
  const to = from + PAGE
  return { data: items.slice(from, to), nextCursor: to < items.length ? String(to) : null }
}

beforeAll(async () => {
  honest = await serveSeedFile()
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(`${url.pathname}${url.search}`)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const cursor = url.searchParams.get('cursor')
    const base = `/v1/${CHAIN_ID}/voting`
    if (url.pathname === `${base}/config`) {
      return send(200, {
        minProposalPower: VOTING_DEFAULT_MIN_PROPOSAL_POWER.toString(),
        admins: [devAccount(0).address.toLowerCase()],
      })
    }
    if (url.pathname === `${base}/proposals`) {
      const state = url.searchParams.get('state')
      const order = ['active', 'pending', 'closed']
      const listed = served.proposals
        .filter((proposal) => state === null || proposal.state === state)
        .sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state))
      return send(200, page(listed, cursor))
    }
    const match = new RegExp(`^${base}/proposals/(0x[0-9a-f]{64})(/votes)?$`).exec(url.pathname)
    const proposal = served.proposals.find((p) => p.id === match?.[1])
    if (!match || !proposal) {
      return send(404, { error: 'Not Found', message: 'No such proposal', issues: [] })
    }
    if (match[2]) return send(200, page(served.votes.get(proposal.id) ?? [], cursor))
    return send(200, proposal)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

beforeEach(() => {
  served = structuredClone(honest)
  requests.length = 0
})

const idOf = (title: string) => {
  const found = honest.proposals.find((proposal) => proposal.title === title)
  if (!found) throw new Error(`no proposal '${title}' served`)
  return getProposalId(CHAIN_ID, proposalMessageFromJson(found.message))
}
const [closedPlan, activePlan, pendingPlan] = VOTING_PROPOSALS
const closedId = () => idOf(closedPlan?.title ?? '')
const activeId = () => idOf(activePlan?.title ?? '')

describe('voting:status', () => {
  test('lists every proposal across pages, active first, with its state, type and each choice’s power', async () => {
    const { code, out, err } = await admin(['voting:status', '--api', api])
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out).toContain(
      `publishing needs 10 CAKE; core authors: ${devAccount(0).address.toLowerCase()}`,
    )
    const headings = out.split('\n').filter((line) => /^\d+\. \[/.test(line))
    expect(headings).toEqual([
      `1. [active, core] ${activePlan?.title}`,
      `2. [pending, community] ${pendingPlan?.title}`,
      `3. [closed, core] ${closedPlan?.title}`,
    ])
    // three proposals in pages of two
    expect(requests.filter((url) => url.includes('/proposals')).length).toBe(2)
    const closed = honest.proposals.find((p) => p.id === closedId())
    const total = BigInt(closed?.scoresTotal ?? '0')
    for (const [i, label] of (closedPlan?.choices ?? []).entries()) {
      const score = BigInt(closed?.scores[i] ?? '0')
      // each of the three voters chose a different choice
      expect(score).toBeGreaterThan(0n)
      expect(out).toContain(`   ${i + 1}. ${label}: ${formatEther(score)} CAKE (`)
    }
    expect(out).toContain(`   3 votes, ${formatEther(total)} CAKE in all`)
    expect(out).toContain('   0 votes, 0 CAKE in all')
  })

  test('--state filters; a bad state is refused before anything is asked', async () => {
    const { code, out } = await admin(['voting:status', '--state', 'pending', '--api', api])
    expect(code).toBe(0)
    expect(out).toContain(`1. [pending, community] ${pendingPlan?.title}`)
    expect(out).not.toContain(activePlan?.title ?? '')
    requests.length = 0
    const refused = await admin(['voting:status', '--state', 'open', '--api', api])
    expect(refused.code).toBe(1)
    expect(refused.err).toBe('--state must be one of pending, active, closed')
    expect(requests).toEqual([])
  })
})

describe('voting:recount', () => {
  test.each([
    ['closed', closedId, 3],
    ['active', activeId, 2],
  ] as const)(
    'the %s proposal: every page of votes recounted from the chain equals the served scores',
    async (_, id, voters) => {
      const { code, out, err } = await admin(['voting:recount', id(), '--api', api])
      expect(err).toBe('')
      expect(code).toBe(0)
      expect(out).toContain(`and the chain at snapshot block `)
      expect(out).toContain(`: ${voters} counted`)
      const choices = honest.proposals.find((p) => p.id === id())?.choices.length ?? 0
      // each choice and the total
      expect(out.match(/: equal$/gm)).toHaveLength(choices + 1)
      expect(out).not.toContain('DIFFERENT')
      expect(out).toContain('The recount equals the scores the server serves.')
      // the votes came in pages of two, the second asked for with the first's cursor
      expect(requests.filter((url) => url.includes('/votes'))).toEqual([
        `/v1/${CHAIN_ID}/voting/proposals/${id()}/votes`,
        ...(voters > PAGE ? [`/v1/${CHAIN_ID}/voting/proposals/${id()}/votes?cursor=2`] : []),
      ])
    },
  )

  test('a served score one wei off is named, and the command exits 1', async () => {
    const proposal = served.proposals.find((p) => p.id === closedId())
    if (!proposal) throw new Error('no closed proposal')
    proposal.scores[1] = (BigInt(proposal.scores[1] ?? '0') + 1n).toString()
    const { code, out, err } = await admin(['voting:recount', closedId(), '--api', api])
    expect(code).toBe(1)
    const lines = out.split('\n')
    expect(lines.find((line) => line.startsWith('  1. '))).toMatch(/: equal$/)
    expect(lines.find((line) => line.startsWith('  2. '))).toMatch(/: DIFFERENT$/)
    expect(lines.find((line) => line.startsWith('  total: '))).toMatch(/: equal$/)
    expect(err).toBe(`The recount of ${closedId()} differs from the scores the server serves`)
  })

  test('a served vote not signed by its voter is not counted, and scores that counted it differ', async () => {
    const id = activeId()
    const proposal = served.proposals.find((p) => p.id === id)
    const votes = served.votes.get(id)
    if (!proposal || !votes) throw new Error('no active proposal')
    // account 46's vote for 'Against', signed by account 47's key
    const voter = devAccount(46).address
    const message = { voter, proposal: id, choice: 2, timestamp: BigInt(proposal.start + 60) }
    const forger = devAccount(47)
    if (forger.type !== 'local') throw new Error('account 47 cannot sign locally')
    const signature = await forger.signTypedData(getVoteTypedData(CHAIN_ID, message))
    const power = (
      await getVotingPower({
        client: seeded.client,
        voter,
        blockNumber: BigInt(proposal.snapshot),
        sources: await getVotingPowerSources({
          client: seeded.client,
          blockNumber: BigInt(proposal.snapshot),
          ...getVotingPowerContracts(seeded.devnet.manifest),
        }),
      })
    ).total
    votes.push({
      proposal: id,
      voter: voter.toLowerCase(),
      choice: 2,
      power: power.toString(),
      timestamp: Number(message.timestamp),
      message: { ...message, timestamp: message.timestamp.toString() },
      signature,
    })
    proposal.scores[1] = (BigInt(proposal.scores[1] ?? '0') + power).toString()
    proposal.scoresTotal = (BigInt(proposal.scoresTotal) + power).toString()
    const { code, out } = await admin(['voting:recount', id, '--api', api])
    expect(code).toBe(1)
    expect(out).toContain(`not counted: ${voter.toLowerCase()} (signature does not match)`)
    expect(out).toContain(': 2 counted')
    expect(out.split('\n').find((line) => line.startsWith('  2. '))).toMatch(/DIFFERENT$/)
  })

  test('refusals: a malformed id, an unknown one, a server that is down', async () => {
    const malformed = await admin(['voting:recount', '0x1234', '--api', api])
    expect([malformed.code, malformed.err]).toEqual([
      1,
      'voting:recount needs a proposal id: 0x and 64 hex digits (voting:status lists them)',
    ])
    const unknown = await admin(['voting:recount', `0x${'ab'.repeat(32)}`, '--api', api])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toMatch(/^The server answered 404 to GET .*: No such proposal$/)
    const down = await admin(['voting:recount', closedId(), '--api', 'http://127.0.0.1:1'])
    expect(down.code).toBe(1)
    expect(down.err).toMatch(
      /^The server at http:\/\/127\.0\.0\.1:1 cannot be reached \(.+\): start it/,
    )
  })

  test('runs without a key on a chain other than 1337: nothing is signed', async () => {
    const manifest = { ...seeded.devnet.manifest, chainId: 97 }
    const { code, err } = await admin(['voting:status', '--api', api], { manifest })
    // the served API here answers chain 1337 only: the command got as far as asking it
    expect(code).toBe(1)
    expect(err).toMatch(/^The server answered 404 to GET \/v1\/97\/voting\/config/)
    const signing = await admin(['ifo:status'], { manifest })
    expect(signing.err).toMatch(/Set PRIVATE_KEY/)
  })
})
