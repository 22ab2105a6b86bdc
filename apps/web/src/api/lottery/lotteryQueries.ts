/**
 * The lottery's API reads as react-query options. Every key starts with `lotteryKeys.all`, so a
 * purchase or a claim refreshes the whole screen with one invalidation.
 */
import { queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  getLotteryEvents,
  getLotteryRound,
  getLotteryRounds,
  getLotteryTickets,
  getLotteryUserRounds,
  type LotteryEventsQuery,
  type LotteryPage,
} from './lotteryApi'

export type LotteryEndpointKey = readonly [chainId: number, apiUrl: string]

export const lotteryKeys = {
  all: ['lottery'] as const,
  rounds: (endpoint: LotteryEndpointKey, page: LotteryPage) =>
    ['lottery', ...endpoint, 'rounds', page] as const,
  round: (endpoint: LotteryEndpointKey, lotteryId: string) =>
    ['lottery', ...endpoint, 'round', lotteryId] as const,
  tickets: (endpoint: LotteryEndpointKey, lotteryId: string, owner: string | undefined) =>
    ['lottery', ...endpoint, 'tickets', lotteryId, owner] as const,
  userRounds: (endpoint: LotteryEndpointKey, user: string) =>
    ['lottery', ...endpoint, 'userRounds', user] as const,
  events: (endpoint: LotteryEndpointKey, query: LotteryEventsQuery) =>
    ['lottery', ...endpoint, 'events', query] as const,
}

const endpointOf = (client: NftApiClient): LotteryEndpointKey => [client.chainId, client.apiUrl]

/** Rounds newest first. */
export function lotteryRoundsQuery(client: NftApiClient, page: LotteryPage = {}) {
  return queryOptions({
    queryKey: lotteryKeys.rounds(endpointOf(client), page),
    queryFn: ({ signal }) => getLotteryRounds(client, page, { signal }),
  })
}

/** One round; null for a number the index does not know. */
export function lotteryRoundQuery(client: NftApiClient, lotteryId: bigint) {
  return queryOptions({
    queryKey: lotteryKeys.round(endpointOf(client), lotteryId.toString()),
    queryFn: ({ signal }) => getLotteryRound(client, lotteryId, { signal }),
  })
}

export function lotteryTicketsQuery(
  client: NftApiClient,
  lotteryId: bigint,
  owner: string | undefined,
) {
  return queryOptions({
    queryKey: lotteryKeys.tickets(endpointOf(client), lotteryId.toString(), owner?.toLowerCase()),
    queryFn: ({ signal }) =>
      getLotteryTickets(client, lotteryId, { owner: owner?.toLowerCase() }, { signal }),
  })
}

/** The rounds a player bought tickets in, newest first. */
export function lotteryUserRoundsQuery(client: NftApiClient, user: string) {
  return queryOptions({
    queryKey: lotteryKeys.userRounds(endpointOf(client), user.toLowerCase()),
    queryFn: ({ signal }) => getLotteryUserRounds(client, user, {}, { signal }),
  })
}

export function lotteryEventsQuery(client: NftApiClient, query: LotteryEventsQuery) {
  return queryOptions({
    queryKey: lotteryKeys.events(endpointOf(client), query),
    queryFn: ({ signal }) => getLotteryEvents(client, query, { signal }),
  })
}
