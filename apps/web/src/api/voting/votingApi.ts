/**
 * The voting API (`/v1/{chainId}/voting/…`): proposals by state and type, one proposal with its
 * scores, its signed votes (power first), the recount from the stored messages, a wallet's power
 * at a block, the server's publishing rules, and the two writes (a signed proposal, a signed
 * vote). The JSON is the sdk's `apiTypes` contract; every answer is decoded field by field, and
 * a proposal's parts must agree (a score per choice, an end after its start), so an answer from
 * a server of another release fails here as one `NftApiError` naming the field, never as a
 * crash in a results bar.
 */
import {
  type ApiProposal,
  type ApiProposalPage,
  type ApiProposalRequest,
  type ApiRecount,
  type ApiVote,
  type ApiVotePage,
  type ApiVoteRequest,
  type ApiVotingConfig,
  type ApiVotingPower,
  PROPOSAL_STATES,
  PROPOSAL_TYPES,
  type ProposalMessageJson,
  type ProposalState,
  type ProposalType,
  type VoteMessageJson,
} from '@ghost/sdk'
import {
  address,
  array,
  boolean,
  count,
  countFromOne,
  cursorPage,
  DecodeError,
  type Decoder,
  digits,
  endAfterStart,
  fieldPath,
  hash,
  nullable,
  object,
  oneOf,
  text,
  unixTime,
} from '../decode'
import {
  areaPath,
  type CursorPageQuery,
  getNftApi,
  type NftApiClient,
  type NftApiReadOptions,
  sendNftApi,
} from '../nfts/nftApiClient'

export type {
  ApiProposal,
  ApiProposalPage,
  ApiProposalRequest,
  ApiRecount,
  ApiVote,
  ApiVotePage,
  ApiVoteRequest,
  ApiVotingConfig,
  ApiVotingPower,
} from '@ghost/sdk'

/** A signature as hex (65 bytes for a wallet's key, longer for a contract wallet's). */
const signature: Decoder<string> = (value, path) => {
  if (typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})+$/.test(value)) return value
  throw new DecodeError(path, 'a hex signature', value)
}

/** A 1-based choice. */
const choiceNumber = countFromOne('a choice from 1')

const proposalState = oneOf<ProposalState>(...PROPOSAL_STATES)
const proposalType = oneOf<ProposalType>(...PROPOSAL_TYPES)

const decodeProposalMessage: Decoder<ProposalMessageJson> = object({
  author: address,
  title: text,
  body: text,
  choices: array(text),
  start: digits,
  end: digits,
  snapshot: digits,
  timestamp: digits,
})

const decodeVoteMessage: Decoder<VoteMessageJson> = object({
  voter: address,
  proposal: hash,
  choice: choiceNumber,
  timestamp: digits,
})

const decodeProposalFields: Decoder<ApiProposal> = object({
  id: hash,
  author: address,
  title: text,
  body: text,
  choices: array(text),
  start: unixTime,
  end: unixTime,
  snapshot: digits,
  type: proposalType,
  state: proposalState,
  scores: array(digits),
  scoresTotal: digits,
  votes: count,
  authorPower: digits,
  message: decodeProposalMessage,
  signature,
  createdAt: unixTime,
})

/** A proposal whose parts agree: at least one choice, a score for each, an end after its start. */
export const decodeProposal: Decoder<ApiProposal> = (value, path) => {
  const proposal = decodeProposalFields(value, path)
  if (proposal.choices.length === 0) {
    throw new DecodeError(fieldPath(path, 'choices'), 'at least one choice', proposal.choices)
  }
  if (proposal.scores.length !== proposal.choices.length) {
    throw new DecodeError(
      fieldPath(path, 'scores'),
      `a score for each of the ${proposal.choices.length} choices`,
      proposal.scores,
    )
  }
  return endAfterStart(proposal, path, 'start', 'end')
}

export const decodeProposalPage: Decoder<ApiProposalPage> = cursorPage(decodeProposal)

export const decodeVote: Decoder<ApiVote> = object({
  proposal: hash,
  voter: address,
  choice: choiceNumber,
  power: digits,
  timestamp: unixTime,
  message: decodeVoteMessage,
  signature,
})

export const decodeVotePage: Decoder<ApiVotePage> = cursorPage(decodeVote)

export const decodeVotingPower: Decoder<ApiVotingPower> = object({
  address,
  blockNumber: digits,
  total: digits,
  wallet: digits,
  pools: array(object({ address, pid: nullable(count), cake: digits })),
  liquidity: array(object({ pair: address, lp: digits, cake: digits })),
  farms: array(object({ pid: count, pair: address, lp: digits, cake: digits })),
})

export const decodeRecount: Decoder<ApiRecount> = object({
  proposal: hash,
  scores: array(digits),
  scoresTotal: digits,
  voters: count,
  rejected: array(object({ voter: text, reason: text })),
  matchesStored: boolean,
})

export const decodeVotingConfig: Decoder<ApiVotingConfig> = object({
  minProposalPower: digits,
  admins: array(address),
})

export type ProposalListQuery = CursorPageQuery & {
  state?: ProposalState | undefined
  type?: ProposalType | undefined
}

export type VotePageQuery = CursorPageQuery

const votingPath = areaPath('voting')

/** The server's publishing rules: the minimum power (wei) and the core authors. */
export function getVotingConfig(
  client: NftApiClient,
  { signal }: NftApiReadOptions = {},
): Promise<ApiVotingConfig> {
  return getNftApi(client, votingPath(client, 'config'), decodeVotingConfig, { signal })
}

/** A page of proposals in one state (and type), in the server's order for that state. */
export function getProposals(
  client: NftApiClient,
  query: ProposalListQuery = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiProposalPage> {
  return getNftApi(client, votingPath(client, 'proposals'), decodeProposalPage, { query, signal })
}

export function getProposal(
  client: NftApiClient,
  id: string,
  { signal }: NftApiReadOptions = {},
): Promise<ApiProposal> {
  return getNftApi(client, votingPath(client, 'proposals', id.toLowerCase()), decodeProposal, {
    signal,
  })
}

/** A page of a proposal's counted votes, the most power first. */
export function getProposalVotes(
  client: NftApiClient,
  id: string,
  page: VotePageQuery = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiVotePage> {
  return getNftApi(
    client,
    votingPath(client, 'proposals', id.toLowerCase(), 'votes'),
    decodeVotePage,
    { query: page, signal },
  )
}

/** The result recomputed from the stored signed messages and the chain. */
export function getProposalRecount(
  client: NftApiClient,
  id: string,
  { signal }: NftApiReadOptions = {},
): Promise<ApiRecount> {
  return getNftApi(
    client,
    votingPath(client, 'proposals', id.toLowerCase(), 'recount'),
    decodeRecount,
    { signal },
  )
}

/** A wallet's voting power and its parts at `block` (the latest block without it). */
export function getVoterPower(
  client: NftApiClient,
  voter: string,
  block: bigint | undefined,
  { signal }: NftApiReadOptions = {},
): Promise<ApiVotingPower> {
  return getNftApi(client, votingPath(client, 'power', voter.toLowerCase()), decodeVotingPower, {
    query: { block: block?.toString() },
    signal,
  })
}

/** Publishes a signed proposal; the server's refusal arrives as `NftApiError` with its message. */
export function createProposal(
  client: NftApiClient,
  request: ApiProposalRequest,
): Promise<ApiProposal> {
  return sendNftApi(client, {
    method: 'POST',
    path: votingPath(client, 'proposals'),
    json: request,
    decode: decodeProposal,
  })
}

/** Casts a signed vote; a later one from the same wallet replaces it while the proposal runs. */
export function castVote(client: NftApiClient, request: ApiVoteRequest): Promise<ApiVote> {
  return sendNftApi(client, {
    method: 'POST',
    path: votingPath(client, 'votes'),
    json: request,
    decode: decodeVote,
  })
}
