/**
 * The reward programmes' API reads as react-query options. Every key starts with
 * `rewardsKeys.all`, so one invalidation (a harvest) refreshes the whole screen.
 */
import { queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import { getRewardEvents, getRewardProgrammes, type RewardEventsQuery } from './rewardsApi'

export type RewardsEndpointKey = readonly [chainId: number, apiUrl: string]

export const rewardsKeys = {
  all: ['rewards'] as const,
  programmes: (endpoint: RewardsEndpointKey) => ['rewards', ...endpoint, 'programmes'] as const,
  events: (endpoint: RewardsEndpointKey, query: unknown) =>
    ['rewards', ...endpoint, 'events', query] as const,
}

const endpointOf = (client: NftApiClient): RewardsEndpointKey => [client.chainId, client.apiUrl]

export const rewardsQueries = {
  /** The index's totals per programme (deposited, harvested, holders). */
  programmes: (client: NftApiClient) =>
    queryOptions({
      queryKey: rewardsKeys.programmes(endpointOf(client)),
      queryFn: ({ signal }) => getRewardProgrammes(client, { signal }),
      refetchInterval: 15_000,
    }),
  /** One page of a programme's history, newest first. */
  events: (client: NftApiClient, query: RewardEventsQuery) =>
    queryOptions({
      queryKey: rewardsKeys.events(endpointOf(client), query),
      queryFn: ({ signal }) => getRewardEvents(client, query, { signal }),
    }),
}
