/**
 * The JSON of the voting API (`/v1/{chainId}/voting/…`), shared by the server that writes it and
 * the web client that decodes it. Conventions as the other APIs': addresses and hashes 0x
 * lowercase, CAKE amounts in wei as decimal strings, times unix seconds.
 */
import type { ProposalState, ProposalType } from './constants'
import type { ProposalMessageJson, VoteMessageJson } from './typedData'

/** `POST /v1/{chainId}/voting/proposals`: the message exactly as signed, and the signature. */
export type ApiProposalRequest = {
  /** The chain the wallet signed for; must be the route's. */
  chainId: number
  message: ProposalMessageJson
  signature: string
}

/** `POST /v1/{chainId}/voting/votes`. */
export type ApiVoteRequest = {
  chainId: number
  message: VoteMessageJson
  signature: string
}

export type ApiProposal = {
  /** The EIP-712 digest of the signed message. */
  id: string
  author: string
  title: string
  /** Markdown. */
  body: string
  choices: string[]
  start: number
  end: number
  snapshot: string
  type: ProposalType
  /** On the chain's clock when served. */
  state: ProposalState
  /** Power per choice (index 0 is choice 1), from the stored votes. */
  scores: string[]
  scoresTotal: string
  votes: number
  /** The author's power at the snapshot when published. */
  authorPower: string
  /** As signed, for anyone to verify. */
  message: ProposalMessageJson
  signature: string
  /** Unix seconds the server stored it. */
  createdAt: number
}

export type ApiProposalPage = {
  data: ApiProposal[]
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null
}

export type ApiVote = {
  proposal: string
  voter: string
  /** 1-based. */
  choice: number
  /** At the proposal's snapshot. */
  power: string
  timestamp: number
  message: VoteMessageJson
  signature: string
}

export type ApiVotePage = {
  data: ApiVote[]
  nextCursor: string | null
}

/** `GET /v1/{chainId}/voting/power/{address}?block=`: the strategy's figures at a block. */
export type ApiVotingPower = {
  address: string
  blockNumber: string
  total: string
  wallet: string
  pools: { address: string; pid: number | null; cake: string }[]
  liquidity: { pair: string; lp: string; cake: string }[]
  farms: { pid: number; pair: string; lp: string; cake: string }[]
}

/** `GET /v1/{chainId}/voting/proposals/{id}/recount`: recomputed from the stored messages. */
export type ApiRecount = {
  proposal: string
  scores: string[]
  scoresTotal: string
  voters: number
  rejected: { voter: string; reason: string }[]
  /** Whether the recount equals the scores the server serves. */
  matchesStored: boolean
}

/** `GET /v1/{chainId}/voting/config`. */
export type ApiVotingConfig = {
  minProposalPower: string
  admins: string[]
}

/**
 * `deployments/{chainId}.voting.json`: signed proposals and votes the devnet's world seeds and
 * the server imports at start, through the same checks as the POST routes but judged at each
 * message's own `timestamp` (the world's past).
 */
export type VotingSeedFile = {
  chainId: number
  proposals: { message: ProposalMessageJson; signature: string }[]
  votes: { message: VoteMessageJson; signature: string }[]
}
