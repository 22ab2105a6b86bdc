/**
 * The teams API's reads as react-query options. A team's pages (the team and its members) share
 * the prefix `teamsKeys.team(…)`, so whatever changes a team's points or members refreshes them
 * with one invalidation; every key starts with `teamsKeys.all`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import { type ApiTeamDetail, getTeam, getTeams } from './teamsApi'

export type TeamsEndpointKey = readonly [chainId: number, apiUrl: string]

export const teamsEndpointOf = (client: NftApiClient): TeamsEndpointKey => [
  client.chainId,
  client.apiUrl,
]

export const teamsKeys = {
  all: ['teams'] as const,
  list: (endpoint: TeamsEndpointKey) => ['teams', ...endpoint, 'list'] as const,
  /** A team and every page of its members read. */
  team: (endpoint: TeamsEndpointKey, id: number) => ['teams', ...endpoint, 'team', id] as const,
  members: (endpoint: TeamsEndpointKey, id: number, limit: number) =>
    [...teamsKeys.team(endpoint, id), 'members', limit] as const,
}

/** Members per page of a team's member list. */
export const TEAM_MEMBERS_PAGE_SIZE = 20

export function teamsQuery(client: NftApiClient) {
  return queryOptions({
    queryKey: teamsKeys.list(teamsEndpointOf(client)),
    queryFn: ({ signal }) => getTeams(client, { signal }),
  })
}

/**
 * A team with its members, a page at a time (`fetchNextPage`): each page repeats the team, the
 * first page's is the one shown, so the card does not change under a reader paging the list.
 */
export function teamQuery(
  client: NftApiClient,
  id: number,
  limit: number = TEAM_MEMBERS_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: teamsKeys.members(teamsEndpointOf(client), id, limit),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<ApiTeamDetail> =>
      getTeam(client, id, { limit, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.membersPage.nextCursor ?? undefined,
  })
}
