import type { Amount, Count, Keyed, Timestamp } from '../db/columns'

/** A profile; id is the user's address. */
export interface ProfileUserTable extends Keyed {
  user_id: Count
  /** The team's id. */
  team: string
  /** The avatar's collection and token (kept while paused: the last avatar). */
  collection: string
  token_id: Amount
  /** The avatar's token row id, null while the profile is paused. */
  nft: string | null
  is_active: boolean
  points: Count
  created_at: Count
  updated_at: Count
}

/** A team; id is the team id. */
export interface ProfileTeamTable extends Keyed {
  name: string
  description: string
  is_joinable: boolean
  points: Count
  /** Active profiles in the team. */
  number_users: Count
}

/** A wallet's username (profile service); address lowercase, the name unique ignoring case. */
export interface ProfileUsernameTable {
  address: string
  username: string
  created_at: Timestamp
  updated_at: Timestamp
}

/** Profiles and teams (indexed) and usernames (written by the profile service). */
export interface ProfileTables {
  profile_user: ProfileUserTable
  profile_team: ProfileTeamTable
  profile_username: ProfileUsernameTable
}
