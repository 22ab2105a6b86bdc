import {
  type ApiProposal,
  type ApiVote,
  type ApiVotingPower,
  getProposalState,
  type ProposalMessageJson,
  type VoteMessageJson,
  type VotingPower,
} from '@ghost/sdk'
import type { VoteRow } from './castVote'
import type { ProposalRow } from './publishProposal'

/** A stored proposal as the API answers it, its state on the chain's clock `now`. */
export function toApiProposal(row: ProposalRow, now: bigint): ApiProposal {
  const message = JSON.parse(row.message) as ProposalMessageJson
  return {
    id: row.id,
    author: row.author,
    title: message.title,
    body: message.body,
    choices: message.choices,
    start: Number(row.start_time),
    end: Number(row.end_time),
    snapshot: row.snapshot.toString(),
    type: row.type,
    state: getProposalState({ start: row.start_time, end: row.end_time }, now),
    scores: row.scores,
    scoresTotal: row.scores_total.toString(),
    votes: row.votes,
    authorPower: row.author_power.toString(),
    message,
    signature: row.signature,
    createdAt: Math.floor(row.created_at.getTime() / 1000),
  }
}

export function toApiVote(row: VoteRow): ApiVote {
  return {
    proposal: row.proposal,
    voter: row.voter,
    choice: row.choice,
    power: row.power.toString(),
    timestamp: Number(row.signed_at),
    message: JSON.parse(row.message) as VoteMessageJson,
    signature: row.signature,
  }
}

export function toApiVotingPower(
  address: string,
  blockNumber: bigint,
  power: VotingPower,
): ApiVotingPower {
  return {
    address,
    blockNumber: blockNumber.toString(),
    total: power.total.toString(),
    wallet: power.wallet.toString(),
    pools: power.pools.map((pool) => ({
      address: pool.address.toLowerCase(),
      pid: pool.pid ?? null,
      cake: pool.cake.toString(),
    })),
    liquidity: power.liquidity.map((position) => ({
      pair: position.pair.toLowerCase(),
      lp: position.lp.toString(),
      cake: position.cake.toString(),
    })),
    farms: power.farms.map((farm) => ({
      pid: farm.pid,
      pair: farm.pair.toLowerCase(),
      lp: farm.lp.toString(),
      cake: farm.cake.toString(),
    })),
  }
}
