/**
 * The teams API (`/v1/{chainId}/teams…`): every profile team (id ascending) and one team with a
 * page of its members (most points first). The JSON is the sdk's `apiTypes` contract; every
 * answer is decoded field by field, and the parts must agree (a list names each team once, a
 * team's page is the team asked for), so an answer from a server of another release fails here
 * as one `NftApiError` naming the field, never as a crash in a card or a row.
 */
import type { ApiTeam, ApiTeamDetail, ApiTeamMember } from '@ghost/sdk'
import {
  address,
  boolean,
  count,
  countFromOne,
  cursorPage,
  DecodeError,
  type Decoder,
  dataList,
  digits,
  eachOnce,
  fieldPath,
  nullable,
  object,
  text,
} from '../decode'
import {
  getNftApi,
  marketPath,
  type NftApiClient,
  type NftApiReadOptions,
} from '../nfts/nftApiClient'

export type { ApiTeam, ApiTeamDetail, ApiTeamMember } from '@ghost/sdk'

/** The profile contract numbers its teams from 1. */
export const teamId: Decoder<number> = countFromOne('a team id from 1')

const teamFields = {
  teamId,
  name: text,
  description: text,
  points: digits,
  members: count,
  joinable: boolean,
}

export const decodeTeam: Decoder<ApiTeam> = object<ApiTeam>(teamFields)

const decodeTeamList = dataList(decodeTeam)

/** The teams, each once: a repeated id would show one team twice and confuse its link. */
export const decodeTeams: Decoder<ApiTeam[]> = (value, path) => {
  const teams = decodeTeamList(value, path)
  eachOnce(teams, fieldPath(path, 'data'), 'teamId', 'team')
  return teams
}

export const decodeTeamMember: Decoder<ApiTeamMember> = object<ApiTeamMember>({
  account: address,
  username: nullable(text),
  points: digits,
  isActive: boolean,
})

export const decodeTeamDetail: Decoder<ApiTeamDetail> = object<ApiTeamDetail>({
  ...teamFields,
  membersPage: cursorPage(decodeTeamMember),
})

/** A team's page that must be of team `id`: another team's members must not show under its name. */
export function decodeTeamDetailOf(id: number): Decoder<ApiTeamDetail> {
  return (value, path) => {
    const detail = decodeTeamDetail(value, path)
    if (detail.teamId !== id) {
      throw new DecodeError(fieldPath(path, 'teamId'), `team ${id}`, detail.teamId)
    }
    return detail
  }
}

export type TeamMembersPageQuery = {
  limit?: number | undefined
  /** The previous page's `membersPage.nextCursor`; the first page without it. */
  cursor?: string | undefined
}

/** Every team, id ascending. */
export function getTeams(
  client: NftApiClient,
  { signal }: NftApiReadOptions = {},
): Promise<ApiTeam[]> {
  return getNftApi(client, marketPath(client, 'teams'), decodeTeams, { signal })
}

/** One team and a page of its members, the most points first; a 404 for an id it does not know. */
export function getTeam(
  client: NftApiClient,
  id: number,
  page: TeamMembersPageQuery = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiTeamDetail> {
  return getNftApi(client, marketPath(client, 'teams', String(id)), decodeTeamDetailOf(id), {
    query: page,
    signal,
  })
}
