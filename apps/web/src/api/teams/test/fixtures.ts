/**
 * Answers of the teams API as the server sends them (the sdk's apiTypes JSON), for the decoder
 * tests and the teams screens' tests. Each builder takes overrides, so a test states only what
 * matters to it.
 */
import type { ApiTeam, ApiTeamDetail, ApiTeamMember } from '@ghost/sdk'
import type { Address } from 'viem'

export const ALICE: Address = '0x00000000000000000000000000000000000000a1'
export const BOB: Address = '0x00000000000000000000000000000000000000b2'
export const CAROL: Address = '0x00000000000000000000000000000000000000c3'

export function apiTeam(fields: Partial<ApiTeam> = {}): ApiTeam {
  return {
    teamId: 1,
    name: 'Syrup Storm',
    description: 'The sweetest team.',
    points: '1250',
    members: 2,
    joinable: true,
    ...fields,
  }
}

export function apiTeamMember(account: string, fields: Partial<ApiTeamMember> = {}): ApiTeamMember {
  return { account, username: null, points: '0', isActive: true, ...fields }
}

export function teamList(teams: ApiTeam[]): { data: ApiTeam[] } {
  return { data: teams }
}

export function teamDetail(
  team: ApiTeam,
  members: ApiTeamMember[],
  nextCursor: string | null = null,
): ApiTeamDetail {
  return { ...team, membersPage: { data: members, nextCursor } }
}
