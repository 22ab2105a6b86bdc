/**
 * The voting API's reads as react-query options. A proposal's own reads (it, its votes, its
 * recount) share the prefix `votingKeys.proposal(…)`, so a vote refreshes them with one
 * invalidation.
 */
import type { ProposalState, ProposalType } from '@ghost/sdk'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  type ApiProposalPage,
  type ApiVotePage,
  getProposal,
  getProposalRecount,
  getProposals,
  getProposalVotes,
  getVoterPower,
  getVotingConfig,
} from './votingApi'

export type VotingEndpointKey = readonly [chainId: number, apiUrl: string]

export const votingEndpointOf = (client: NftApiClient): VotingEndpointKey => [
  client.chainId,
  client.apiUrl,
]

export const votingKeys = {
  all: ['voting'] as const,
  config: (endpoint: VotingEndpointKey) => ['voting', ...endpoint, 'config'] as const,
  /** Every list of proposals (any state, type or page size). */
  proposals: (endpoint: VotingEndpointKey) => ['voting', ...endpoint, 'proposals'] as const,
  proposalList: (
    endpoint: VotingEndpointKey,
    state: ProposalState,
    type: ProposalType | undefined,
    limit: number,
  ) => ['voting', ...endpoint, 'proposals', state, type ?? 'all', limit] as const,
  /** A proposal and everything read about it (votes, recount). */
  proposal: (endpoint: VotingEndpointKey, id: string) =>
    ['voting', ...endpoint, 'proposal', id.toLowerCase()] as const,
  votes: (endpoint: VotingEndpointKey, id: string, limit: number) =>
    [...votingKeys.proposal(endpoint, id), 'votes', limit] as const,
  recount: (endpoint: VotingEndpointKey, id: string) =>
    [...votingKeys.proposal(endpoint, id), 'recount'] as const,
  /** Block numbers as text: query keys are hashed as JSON, which has no bigint. */
  power: (endpoint: VotingEndpointKey, voter: string, block: bigint | undefined) =>
    ['voting', ...endpoint, 'power', voter.toLowerCase(), block?.toString() ?? 'latest'] as const,
}

/** Proposals per page of the list. */
export const PROPOSALS_PAGE_SIZE = 20
/** Voters per page of a proposal's voter list. */
export const VOTES_PAGE_SIZE = 20

export function votingConfigQuery(client: NftApiClient) {
  return queryOptions({
    queryKey: votingKeys.config(votingEndpointOf(client)),
    queryFn: ({ signal }) => getVotingConfig(client, { signal }),
  })
}

/** The proposals in one state (and type), a page at a time (`fetchNextPage`). */
export function proposalListQuery(
  client: NftApiClient,
  state: ProposalState,
  type: ProposalType | undefined,
  limit: number = PROPOSALS_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: votingKeys.proposalList(votingEndpointOf(client), state, type, limit),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<ApiProposalPage> =>
      getProposals(client, { state, type, limit, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function proposalQuery(client: NftApiClient, id: string) {
  return queryOptions({
    queryKey: votingKeys.proposal(votingEndpointOf(client), id),
    queryFn: ({ signal }) => getProposal(client, id, { signal }),
  })
}

/** A proposal's votes, the most power first, a page at a time. */
export function proposalVotesQuery(
  client: NftApiClient,
  id: string,
  limit: number = VOTES_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: votingKeys.votes(votingEndpointOf(client), id, limit),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<ApiVotePage> =>
      getProposalVotes(client, id, { limit, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function proposalRecountQuery(client: NftApiClient, id: string) {
  return queryOptions({
    queryKey: votingKeys.recount(votingEndpointOf(client), id),
    queryFn: ({ signal }) => getProposalRecount(client, id, { signal }),
  })
}

/** A wallet's power at a block; the power at a past block never changes, so it stays fresh. */
export function voterPowerQuery(client: NftApiClient, voter: string, block: bigint | undefined) {
  return queryOptions({
    queryKey: votingKeys.power(votingEndpointOf(client), voter, block),
    queryFn: ({ signal }) => getVoterPower(client, voter, block, { signal }),
    staleTime: block === undefined ? 0 : Number.POSITIVE_INFINITY,
  })
}
