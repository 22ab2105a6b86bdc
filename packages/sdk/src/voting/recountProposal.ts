/**
 * Anyone's recount of a proposal from its published signed messages and the chain, trusting
 * nothing the server computed: each signature is checked again (EOA or ERC-1271), each vote's
 * power is read at the proposal's snapshot block, and the votes are tallied with the same rule
 * the server uses.
 */
import type { Chain, Client, Hex, PublicClient, Transport } from 'viem'
import { verifyTypedData } from 'viem/actions'
import {
  type GetVotingPowerSourcesParameters,
  getVotingPower,
  getVotingPowerSources,
} from './getVotingPower'
import { tallyVotes, type VoteTally } from './tallyVotes'
import {
  getProposalId,
  getProposalTypedData,
  getVoteTypedData,
  type ProposalMessageJson,
  proposalMessageFromJson,
  type VoteMessageJson,
  voteMessageFromJson,
} from './typedData'

export type SignedProposalJson = { message: ProposalMessageJson; signature: Hex }
export type SignedVoteJson = { message: VoteMessageJson; signature: Hex }

export type RecountProposalParameters = {
  /** Any viem client that reads contracts (a public, wallet or test client). */
  client: Client<Transport, Chain | undefined> & Pick<PublicClient, 'readContract'>
  chainId: number
  proposal: SignedProposalJson
  votes: readonly SignedVoteJson[]
  /** Where CAKE can sit (the snapshot block is the proposal's). */
  sources: Omit<GetVotingPowerSourcesParameters, 'client' | 'blockNumber'>
}

export type Recount = VoteTally & {
  proposalId: Hex
  /** Each counted voter's power at the snapshot (lowercase address → wei). */
  powers: Record<string, bigint>
  /** Messages that do not count, with why. */
  rejected: { voter: string; reason: string }[]
}

export class RecountProposalError extends Error {
  override name = 'RecountProposalError'
}

export async function recountProposal({
  client,
  chainId,
  proposal,
  votes,
  sources,
}: RecountProposalParameters): Promise<Recount> {
  const message = proposalMessageFromJson(proposal.message)
  const proposalId = getProposalId(chainId, message)
  const authorSigned = await verifyTypedData(client, {
    address: message.author,
    signature: proposal.signature,
    ...getProposalTypedData(chainId, message),
  })
  if (!authorSigned) throw new RecountProposalError('The proposal is not signed by its author')
  const blockNumber = message.snapshot
  const resolved = await getVotingPowerSources({ client, blockNumber, ...sources })
  const rejected: Recount['rejected'] = []
  const counted: Parameters<typeof tallyVotes>[1][number][] = []
  const powers: Record<string, bigint> = {}
  for (const vote of votes) {
    const parsed = voteMessageFromJson(vote.message)
    const voter = parsed.voter.toLowerCase()
    if (parsed.proposal.toLowerCase() !== proposalId.toLowerCase()) {
      rejected.push({ voter, reason: 'for another proposal' })
      continue
    }
    if (parsed.timestamp < message.start || parsed.timestamp >= message.end) {
      rejected.push({ voter, reason: 'signed outside the voting window' })
      continue
    }
    const signed = await verifyTypedData(client, {
      address: parsed.voter,
      signature: vote.signature,
      ...getVoteTypedData(chainId, parsed),
    })
    if (!signed) {
      rejected.push({ voter, reason: 'signature does not match' })
      continue
    }
    const power =
      powers[voter] ??
      (await getVotingPower({ client, voter: parsed.voter, blockNumber, sources: resolved })).total
    powers[voter] = power
    if (power === 0n) {
      rejected.push({ voter, reason: 'no voting power at the snapshot' })
      continue
    }
    counted.push({ voter, choice: parsed.choice, power, timestamp: parsed.timestamp })
  }
  return { proposalId, powers, rejected, ...tallyVotes(message.choices.length, counted) }
}
