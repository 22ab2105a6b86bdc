import fc from 'fast-check'
import { getAddress, type Hex, recoverTypedDataAddress, toHex, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import {
  getProposalId,
  getProposalTypedData,
  getVoteTypedData,
  getVotingDomain,
  type ProposalMessage,
  proposalMessageFromJson,
  proposalMessageToJson,
  type VoteMessage,
  voteMessageFromJson,
  voteMessageToJson,
} from './typedData'

// Anvil's first two development keys (public test keys, funding nothing real)
const author = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const voter = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

const proposal: ProposalMessage = {
  author: author.address,
  title: 'Burn half of the treasury CAKE',
  body: '## Why\n\nThe treasury holds **more** than a year of runway. ✨',
  choices: ['Yes', 'No', 'Abstain'],
  start: 1_700_003_600n,
  end: 1_700_608_400n,
  snapshot: 41_200n,
  timestamp: 1_700_000_000n,
}

const vote: VoteMessage = {
  voter: voter.address,
  proposal: getProposalId(1337, proposal),
  choice: 2,
  timestamp: 1_700_004_000n,
}

describe('voting typed data', () => {
  test('the domain is Ghost Voting version 1 on the chain, with no verifying contract', () => {
    expect(getVotingDomain(56)).toEqual({ name: 'Ghost Voting', version: '1', chainId: 56 })
  })

  test('a proposal’s id is pinned: reordering or retyping a field would orphan every signed message', () => {
    expect(getProposalId(1337, proposal)).toMatchInlineSnapshot(
      `"0xe576dadd94d4b189027bcfa398ddd18ae0b51a40de4a4e14cb3da5a1fc5746fd"`,
    )
  })

  test('a signed proposal verifies and recovers its author', async () => {
    const typedData = getProposalTypedData(1337, proposal)
    const signature = await author.signTypedData(typedData)
    expect(await verifyTypedData({ ...typedData, address: author.address, signature })).toBe(true)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(author.address)
  })

  test('a signed vote verifies and recovers its voter', async () => {
    const typedData = getVoteTypedData(1337, vote)
    const signature = await voter.signTypedData(typedData)
    expect(await verifyTypedData({ ...typedData, address: voter.address, signature })).toBe(true)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(voter.address)
  })

  test.each<[string, Partial<ProposalMessage>]>([
    ['author', { author: voter.address }],
    ['title', { title: `${proposal.title}!` }],
    ['body', { body: `${proposal.body} ` }],
    ['choices (one more)', { choices: [...proposal.choices, 'Later'] }],
    ['choices (reordered)', { choices: ['No', 'Yes', 'Abstain'] }],
    ['choices (one renamed)', { choices: ['Yes', 'No', 'abstain'] }],
    ['start', { start: proposal.start + 1n }],
    ['end', { end: proposal.end - 1n }],
    ['snapshot', { snapshot: proposal.snapshot + 1n }],
    ['timestamp', { timestamp: proposal.timestamp + 1n }],
  ])('changing the %s changes the id and breaks the signature', async (_, change) => {
    const signature = await author.signTypedData(getProposalTypedData(1337, proposal))
    const changed = { ...proposal, ...change }
    expect(getProposalId(1337, changed)).not.toBe(getProposalId(1337, proposal))
    const typedData = getProposalTypedData(1337, changed)
    expect(await verifyTypedData({ ...typedData, address: author.address, signature })).toBe(false)
  })

  test('another chain changes the id and breaks both signatures', async () => {
    const proposalSignature = await author.signTypedData(getProposalTypedData(1337, proposal))
    const voteSignature = await voter.signTypedData(getVoteTypedData(1337, vote))
    expect(getProposalId(56, proposal)).not.toBe(getProposalId(1337, proposal))
    expect(
      await verifyTypedData({
        ...getProposalTypedData(56, proposal),
        address: author.address,
        signature: proposalSignature,
      }),
    ).toBe(false)
    expect(
      await verifyTypedData({
        ...getVoteTypedData(56, vote),
        address: voter.address,
        signature: voteSignature,
      }),
    ).toBe(false)
  })

  test.each<[string, Partial<VoteMessage>]>([
    ['voter', { voter: author.address }],
    ['proposal', { proposal: getProposalId(56, proposal) }],
    ['choice', { choice: 1 }],
    ['timestamp', { timestamp: vote.timestamp + 1n }],
  ])('changing a vote’s %s breaks its signature', async (_, change) => {
    const signature = await voter.signTypedData(getVoteTypedData(1337, vote))
    const typedData = getVoteTypedData(1337, { ...vote, ...change })
    expect(await verifyTypedData({ ...typedData, address: voter.address, signature })).toBe(false)
  })

  test('JSON carries the integers as decimal strings', () => {
    expect(proposalMessageToJson(proposal)).toEqual({
      author: author.address,
      title: proposal.title,
      body: proposal.body,
      choices: ['Yes', 'No', 'Abstain'],
      start: '1700003600',
      end: '1700608400',
      snapshot: '41200',
      timestamp: '1700000000',
    })
    expect(voteMessageToJson(vote)).toEqual({
      voter: voter.address,
      proposal: vote.proposal,
      choice: 2,
      timestamp: '1700004000',
    })
  })

  const uint64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n })
  const address = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => getAddress(toHex(bytes)))

  test('a proposal goes through JSON text and back unchanged, and keeps its id', () => {
    fc.assert(
      fc.property(
        fc.record({
          author: address,
          title: fc.string({ unit: 'grapheme', maxLength: 40 }),
          body: fc.string({ unit: 'binary', maxLength: 200 }),
          choices: fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 10 }),
          start: uint64,
          end: uint64,
          snapshot: uint64,
          timestamp: uint64,
        }),
        (message) => {
          const back = proposalMessageFromJson(
            JSON.parse(JSON.stringify(proposalMessageToJson(message))),
          )
          expect(back).toEqual(message)
          expect(getProposalId(97, back)).toBe(getProposalId(97, message))
        },
      ),
      { numRuns: 100 },
    )
  })

  test('a vote goes through JSON text and back unchanged', () => {
    fc.assert(
      fc.property(
        fc.record({
          voter: address,
          proposal: fc
            .uint8Array({ minLength: 32, maxLength: 32 })
            .map((bytes): Hex => toHex(bytes)),
          choice: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
          timestamp: uint64,
        }),
        (message) => {
          expect(
            voteMessageFromJson(JSON.parse(JSON.stringify(voteMessageToJson(message)))),
          ).toEqual(message)
        },
      ),
      { numRuns: 100 },
    )
  })

  test('JSON with a lowercase address or an uppercase id reads back to the same message', () => {
    const json = voteMessageToJson(vote)
    const loose = {
      ...json,
      voter: json.voter.toLowerCase(),
      proposal: json.proposal.toUpperCase().replace('0X', '0x'),
    }
    expect(voteMessageFromJson(loose)).toEqual(vote)
  })
})
