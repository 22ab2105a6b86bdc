/**
 * The trading competition's rules that live off the chain (spec §9: "team rank from top 500
 * members; prizes split CAKE and three partner tokens 3:1:1:1"). The contract knows only tiers by
 * index; this file says what each index means, and the operator's results and every screen read
 * it from here.
 */

/** A team's volume is the sum of its best this many members (spec §9). */
export const TEAM_TOP_MEMBERS = 500

/**
 * Prize groups by a trader's rank inside its team: #1–10, #11–100, #101–500, #501 and below.
 * Each entry is the group's last rank; `null` is open-ended.
 */
export const RANK_IN_TEAM_GROUPS = [10, 100, 500, null] as const

/** Team ranks with their own prizes: 1st, 2nd, and 3rd or below. */
export const TEAM_RANK_BUCKETS = 3

/** Tiers: one per team-rank bucket and rank-in-team group, in that order (12). */
export const COMPETITION_TIER_COUNT = TEAM_RANK_BUCKETS * RANK_IN_TEAM_GROUPS.length

/** The prize's split by USD value: CAKE first, then the three partner tokens (spec §9). */
export const PRIZE_WEIGHTS = [3n, 1n, 1n, 1n] as const
export const PRIZE_WEIGHT_TOTAL = 6n

/** The contract's stored phases, in `GhostTradingCompetition.Phase` order. */
export const COMPETITION_PHASES = [
  'registration',
  'live',
  'calculating',
  'claim',
  'cancelled',
] as const
export type CompetitionPhase = (typeof COMPETITION_PHASES)[number]

/**
 * What a screen shows (spec §4: registration, live, calculating prizes, claim, claim period
 * over; "claimed" is a user's own state, not the competition's).
 */
export type CompetitionState = CompetitionPhase | 'over'
