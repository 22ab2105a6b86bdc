/**
 * The teams screens' rules: which team a `/teams/:id` link names, the paths of a team and of a
 * member's profile, a member's shown name, and the members of the pages read so far.
 */
import { shortenAddress } from '@ghost/sdk'
import { getAddress } from 'viem'
import type { ApiTeamDetail, ApiTeamMember } from '../../../api/teams'

/** Where a team is chosen: the profile page, which offers "Create your profile" to a wallet without one. */
export const PROFILE_CREATION_PATH = '/nfts/profile'

/** The profile contract numbers its teams with a uint32 from 1. */
export const TEAM_ID_MAX = 2 ** 32 - 1

/**
 * The team id of a link's `:id`: digits from 1 without a leading zero, as the list links them,
 * up to the contract's last id; anything else (`abc`, `0`, `01`, `1e3`, past a uint32) names no
 * team, so the page asks nothing and says so.
 */
export function parseTeamId(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return undefined
  const id = Number(param)
  return id <= TEAM_ID_MAX ? id : undefined
}

export const teamPath = (id: number): string => `/teams/${id}`

/** A member's profile page (the address lowercase, as the profile routes link it). */
export const memberProfilePath = (account: string): string =>
  `/nfts/profile/${account.toLowerCase()}`

/** The username, else the checksummed address shortened ('0xAb...12Cd'). */
export function memberName(member: Pick<ApiTeamMember, 'account' | 'username'>): string {
  return member.username || shortenAddress(getAddress(member.account))
}

/**
 * The members of every page read, in order, each once: points move between page reads, so a
 * member may come back on a later page; the first place it was shown stays.
 */
export function loadedMembers(pages: readonly ApiTeamDetail[]): ApiTeamMember[] {
  const seen = new Set<string>()
  const members: ApiTeamMember[] = []
  for (const page of pages) {
    for (const member of page.membersPage.data) {
      if (seen.has(member.account)) continue
      seen.add(member.account)
      members.push(member)
    }
  }
  return members
}
