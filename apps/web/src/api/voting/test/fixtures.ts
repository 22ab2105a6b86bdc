/**
 * Answers of the voting API as the server sends them (the sdk's apiTypes JSON), for the decoder
 * tests and the voting screens' tests. A proposal's id is the real EIP-712 id of its message on
 * chain 1337, so a vote a test signs for it is one the server would take. Each builder takes
 * overrides, so a test states only what matters to it.
 */
import {
  type ApiProposal,
  type ApiProposalPage,
  type ApiRecount,
  type ApiVote,
  type ApiVotePage,
  type ApiVotingConfig,
  type ApiVotingPower,
  getProposalId,
  type ProposalMessage,
  proposalMessageToJson,
  VOTING_DEFAULT_MIN_PROPOSAL_POWER,
} from '@ghost/sdk'
import type { Address } from 'viem'

export const AUTHOR: Address = '0x00000000000000000000000000000000000000a1'
export const VOTER: Address = '0x00000000000000000000000000000000000000b1'
export const PAIR: Address = '0x00000000000000000000000000000000000000c1'
export const POOL: Address = '0x00000000000000000000000000000000000000d1'
export const WEI = 10n ** 18n
/** Stands in for a wallet's signature where nobody verifies it. */
export const SIGNATURE = `0x${'11'.repeat(65)}`

const START = 1_700_000_000n

/** A proposal running for a week from START with two choices. */
export function proposalMessage(fields: Partial<ProposalMessage> = {}): ProposalMessage {
  return {
    author: AUTHOR,
    title: 'Burn the treasury’s CAKE',
    body: 'Burn **all** of it.',
    choices: ['Yes', 'No'],
    start: START,
    end: START + 7n * 86_400n,
    snapshot: 100n,
    timestamp: START - 60n,
    ...fields,
  }
}

/**
 * A proposal as served, from its message (`fields` override what the server adds: its state,
 * scores, votes). Without scores, every choice has 0.
 */
export function apiProposal(
  message: ProposalMessage = proposalMessage(),
  fields: Partial<ApiProposal> = {},
): ApiProposal {
  const json = proposalMessageToJson(message)
  return {
    id: getProposalId(1337, message),
    author: message.author.toLowerCase(),
    title: message.title,
    body: message.body,
    choices: [...message.choices],
    start: Number(message.start),
    end: Number(message.end),
    snapshot: message.snapshot.toString(),
    type: 'community',
    state: 'active',
    scores: message.choices.map(() => '0'),
    scoresTotal: '0',
    votes: 0,
    authorPower: (20n * WEI).toString(),
    message: { ...json, author: json.author.toLowerCase() },
    signature: SIGNATURE,
    createdAt: Number(message.timestamp),
    ...fields,
  }
}

export function proposalPage(
  data: ApiProposal[],
  nextCursor: string | null = null,
): ApiProposalPage {
  return { data, nextCursor }
}

/** `voter`'s vote for choice 1 with 5 CAKE of power, a minute after the proposal opened. */
export function apiVote(proposal: ApiProposal, fields: Partial<ApiVote> = {}): ApiVote {
  const voter = fields.voter ?? VOTER
  const choice = fields.choice ?? 1
  const timestamp = fields.timestamp ?? proposal.start + 60
  return {
    proposal: proposal.id,
    voter,
    choice,
    power: (5n * WEI).toString(),
    timestamp,
    message: { voter, proposal: proposal.id, choice, timestamp: String(timestamp) },
    signature: SIGNATURE,
    ...fields,
  }
}

export function votePage(data: ApiVote[], nextCursor: string | null = null): ApiVotePage {
  return { data, nextCursor }
}

/**
 * A wallet's power: 1 CAKE in the wallet, 2 staked in a pool, 3 in LP held, 4 in LP farmed (10 in
 * all, the default minimum to publish).
 */
export function apiVotingPower(fields: Partial<ApiVotingPower> = {}): ApiVotingPower {
  return {
    address: VOTER,
    blockNumber: '100',
    total: (10n * WEI).toString(),
    wallet: WEI.toString(),
    pools: [{ address: POOL, pid: 3, cake: (2n * WEI).toString() }],
    liquidity: [{ pair: PAIR, lp: WEI.toString(), cake: (3n * WEI).toString() }],
    farms: [{ pid: 1, pair: PAIR, lp: WEI.toString(), cake: (4n * WEI).toString() }],
    ...fields,
  }
}

export function apiRecount(proposal: ApiProposal, fields: Partial<ApiRecount> = {}): ApiRecount {
  return {
    proposal: proposal.id,
    scores: [...proposal.scores],
    scoresTotal: proposal.scoresTotal,
    voters: proposal.votes,
    rejected: [],
    matchesStored: true,
    ...fields,
  }
}

export function votingConfig(fields: Partial<ApiVotingConfig> = {}): ApiVotingConfig {
  return {
    minProposalPower: VOTING_DEFAULT_MIN_PROPOSAL_POWER.toString(),
    admins: [AUTHOR],
    ...fields,
  }
}
