/**
 * Proposals and votes are EIP-712 typed messages, signed by the wallet (an EOA, or a contract
 * wallet through ERC-1271) and kept by the server exactly as signed, so anyone can verify and
 * recount them. The pieces plug into viem: `signTypedData({ domain, types, primaryType, message })`
 * and `verifyTypedData` / `hashTypedData` with the same arguments.
 *
 * A proposal's id is the EIP-712 hash of its signed message: it binds the content, the author,
 * and the chain (the domain's `chainId`). A vote names that id, so it counts for one proposal on
 * one chain only.
 */
import { type Address, getAddress, type Hex, hashTypedData, type TypedDataDomain } from 'viem'
import { VOTING_DOMAIN_NAME, VOTING_DOMAIN_VERSION } from './constants'

/** Field order is part of the type hash: never reorder. */
export const votingTypes = {
  Proposal: [
    { name: 'author', type: 'address' },
    { name: 'title', type: 'string' },
    { name: 'body', type: 'string' },
    { name: 'choices', type: 'string[]' },
    { name: 'start', type: 'uint64' },
    { name: 'end', type: 'uint64' },
    { name: 'snapshot', type: 'uint64' },
    { name: 'timestamp', type: 'uint64' },
  ],
  Vote: [
    { name: 'voter', type: 'address' },
    { name: 'proposal', type: 'bytes32' },
    { name: 'choice', type: 'uint32' },
    { name: 'timestamp', type: 'uint64' },
  ],
} as const

export type ProposalMessage = {
  author: Address
  title: string
  /** Markdown. */
  body: string
  choices: readonly string[]
  /** Unix seconds: voting opens at `start` and closes at `end`. */
  start: bigint
  end: bigint
  /** The block whose state gives every voter's power. */
  snapshot: bigint
  /** Unix seconds on the chain's clock when signed. */
  timestamp: bigint
}

export type VoteMessage = {
  voter: Address
  /** The proposal's id (`getProposalId`). */
  proposal: Hex
  /** 1-based index into the proposal's choices (Snapshot's convention). */
  choice: number
  /** Unix seconds when signed: a later vote replaces an earlier one while the proposal is active. */
  timestamp: bigint
}

/** No `verifyingContract`: the messages are kept off chain, the chain id is what binds them. */
export function getVotingDomain(chainId: number): TypedDataDomain {
  return { name: VOTING_DOMAIN_NAME, version: VOTING_DOMAIN_VERSION, chainId }
}

export function getProposalTypedData(chainId: number, message: ProposalMessage) {
  return {
    domain: getVotingDomain(chainId),
    types: votingTypes,
    primaryType: 'Proposal',
    message: { ...message, choices: [...message.choices] },
  } as const
}

export function getVoteTypedData(chainId: number, message: VoteMessage) {
  return {
    domain: getVotingDomain(chainId),
    types: votingTypes,
    primaryType: 'Vote',
    message,
  } as const
}

/** The proposal's id: its EIP-712 digest on `chainId` (lowercase hex). */
export function getProposalId(chainId: number, message: ProposalMessage): Hex {
  return hashTypedData(getProposalTypedData(chainId, message))
}

/** A proposal message as JSON carries it: integers as decimal strings. */
export type ProposalMessageJson = {
  author: string
  title: string
  body: string
  choices: string[]
  start: string
  end: string
  snapshot: string
  timestamp: string
}

/** A vote message as JSON carries it: `timestamp` as a decimal string. */
export type VoteMessageJson = {
  voter: string
  proposal: string
  choice: number
  timestamp: string
}

export function proposalMessageToJson(message: ProposalMessage): ProposalMessageJson {
  return {
    author: message.author,
    title: message.title,
    body: message.body,
    choices: [...message.choices],
    start: message.start.toString(),
    end: message.end.toString(),
    snapshot: message.snapshot.toString(),
    timestamp: message.timestamp.toString(),
  }
}

export function voteMessageToJson(message: VoteMessage): VoteMessageJson {
  return {
    voter: message.voter,
    proposal: message.proposal,
    choice: message.choice,
    timestamp: message.timestamp.toString(),
  }
}

/**
 * Back from JSON. Expects input that a schema has already checked (the server's zod schemas,
 * `parseProposalMessageJson` for anything else): it only converts, it does not validate.
 */
export function proposalMessageFromJson(json: ProposalMessageJson): ProposalMessage {
  return {
    author: getAddress(json.author),
    title: json.title,
    body: json.body,
    choices: [...json.choices],
    start: BigInt(json.start),
    end: BigInt(json.end),
    snapshot: BigInt(json.snapshot),
    timestamp: BigInt(json.timestamp),
  }
}

export function voteMessageFromJson(json: VoteMessageJson): VoteMessage {
  return {
    voter: getAddress(json.voter),
    proposal: json.proposal.toLowerCase() as Hex,
    choice: json.choice,
    timestamp: BigInt(json.timestamp),
  }
}
