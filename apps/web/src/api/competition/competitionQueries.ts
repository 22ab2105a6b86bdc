/**
 * The trading battle API's reads as react-query options. A competition's own reads (it, its
 * standings, a wallet's part) share the prefix `competitionKeys.competition(…)`, so a
 * registration or a claim refreshes them with one invalidation; every key starts with
 * `competitionKeys.all`.
 */
import { queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  getCompetition,
  getCompetitionStandings,
  getCompetitions,
  getCompetitionUser,
} from './competitionApi'

export type CompetitionEndpointKey = readonly [chainId: number, apiUrl: string]

export const competitionEndpointOf = (client: NftApiClient): CompetitionEndpointKey => [
  client.chainId,
  client.apiUrl,
]

export const competitionKeys = {
  all: ['competition'] as const,
  list: (endpoint: CompetitionEndpointKey) => ['competition', ...endpoint, 'list'] as const,
  /** A competition and everything read about it (standings, wallets). */
  competition: (endpoint: CompetitionEndpointKey, id: number) =>
    ['competition', ...endpoint, 'competition', id] as const,
  standings: (endpoint: CompetitionEndpointKey, id: number) =>
    [...competitionKeys.competition(endpoint, id), 'standings'] as const,
  user: (endpoint: CompetitionEndpointKey, id: number, account: string) =>
    [...competitionKeys.competition(endpoint, id), 'trader', account.toLowerCase()] as const,
}

export function competitionsQuery(client: NftApiClient) {
  return queryOptions({
    queryKey: competitionKeys.list(competitionEndpointOf(client)),
    queryFn: ({ signal }) => getCompetitions(client, { signal }),
  })
}

export function competitionQuery(client: NftApiClient, id: number) {
  return queryOptions({
    queryKey: competitionKeys.competition(competitionEndpointOf(client), id),
    queryFn: ({ signal }) => getCompetition(client, id, { signal }),
  })
}

export function competitionStandingsQuery(client: NftApiClient, id: number) {
  return queryOptions({
    queryKey: competitionKeys.standings(competitionEndpointOf(client), id),
    queryFn: ({ signal }) => getCompetitionStandings(client, id, { signal }),
  })
}

export function competitionUserQuery(client: NftApiClient, id: number, account: string) {
  return queryOptions({
    queryKey: competitionKeys.user(competitionEndpointOf(client), id, account),
    queryFn: ({ signal }) => getCompetitionUser(client, id, account, { signal }),
  })
}
