/**
 * The battle screen's rules, free of React: which competition a `?id=` link names, the state's
 * label, what each state says in place of a countdown the chain has no time for, how a prize tier
 * is named (team rank × rank-in-team group, the sdk's `describePrizeTier`), a trader's shown name,
 * and what the wallet's panel offers (`getEntryState`): connect, the profile it needs, Register,
 * Registered, Claim, Claimed, No prize with the reason, or Claim period over.
 */
import {
  type ApiCompetitionUser,
  COMPETITION_PHASES,
  type CompetitionPhase,
  type CompetitionState,
  describePrizeTier,
  Fraction,
  getCompetitionLeaf,
  shortenAddress,
  verifyCompetitionProof,
} from '@ghost/sdk'
import { type Address, getAddress, type Hex, zeroHash } from 'viem'
import { msg } from '../../../i18n/msg'

/** The search parameter naming another competition than the latest (`/competition?id=0`). */
export const COMPETITION_PARAM = 'id'

/** Where a wallet makes or reactivates its profile. */
export const PROFILE_PATH = '/nfts/profile'

export const teamPath = (teamId: number): string => `/teams/${teamId}`
export const competitionLink = (id: number): string => `/competition?${COMPETITION_PARAM}=${id}`

/**
 * The id a `?id=` names: digits without a leading zero (or `0`) within a safe integer.
 * Anything else (`abc`, `-1`, `01`, `1e3`, `2.5`, a huge number) is `invalid`; no parameter is
 * `latest`.
 */
export function parseCompetitionId(param: string | null): number | 'latest' | 'invalid' {
  if (param === null) return 'latest'
  if (!/^(0|[1-9]\d*)$/.test(param)) return 'invalid'
  const id = Number(param)
  return Number.isSafeInteger(id) ? id : 'invalid'
}

/** Spec §4: battle states registration, live, calculating prizes, claim, claim period over. */
export const STATE_LABELS: Record<CompetitionState, string> = {
  registration: msg('Registration'),
  live: msg('Live'),
  calculating: msg('Calculating prizes'),
  claim: msg('Claim'),
  over: msg('Claim period over'),
  cancelled: msg('Cancelled'),
}

/** The stored phase of GhostTradingCompetition's `Phase` enum value; undefined for another. */
export function phaseOf(value: number): CompetitionPhase | undefined {
  return COMPETITION_PHASES[value]
}

const TEAM_RANK_LABELS = [msg('1st team'), msg('2nd team'), msg('3rd team or below')] as const

export type TierName = {
  /** A message key: the team-rank bucket. */
  teamRank: string
  /** The rank-in-team group as a message key and its values. */
  ranks: { key: string; values: Record<string, string> }
}

/** A tier's name in two parts: its team-rank bucket and its rank-in-team group. */
export function getTierName(tier: number): TierName {
  const { teamRank, firstRank, lastRank } = describePrizeTier(tier)
  return {
    teamRank: TEAM_RANK_LABELS[teamRank - 1] ?? TEAM_RANK_LABELS[2],
    ranks:
      lastRank === null
        ? { key: msg('#%first% and below'), values: { first: String(firstRank) } }
        : {
            key: msg('#%first%–%last%'),
            values: { first: String(firstRank), last: String(lastRank) },
          },
  }
}

/** A USD figure of the API (18 decimals) as an exact fraction for the formatter. */
export function usdFraction(wei: string | bigint): Fraction {
  return new Fraction(BigInt(wei), 10n ** 18n)
}

/** A trader's name: the username, else the checksummed address shortened ('0xAb...12Cd'). */
export function traderName(trader: { account: string; username: string | null }): string {
  return trader.username || shortenAddress(getAddress(trader.account))
}

/** What the page knows of the wallet's profile on the chain. */
export type ProfileRead = {
  registered: boolean
  active: boolean
  /** Its team now (0 without a profile). */
  teamId: number
}

export type EntryInput = {
  state: CompetitionState
  /** The team the chain has the wallet registered for; 0 when it has not. */
  registeredTeam: number
  /** The chain says the wallet has claimed. */
  claimed: boolean
  /** The wallet's profile; undefined while it is read. */
  profile: ProfileRead | undefined
  /** The index's part of the wallet; undefined while it is read. */
  user: ApiCompetitionUser | undefined
  /** The chain's results root (zero before the results). */
  root: Hex
  /** The index has read the published results (its competition has a root). */
  resultsIndexed: boolean
  competitionId: number
  account: Address
}

export type EntryState =
  | { kind: 'loading' }
  /** Registration: the wallet's profile is missing or paused. */
  | { kind: 'needsProfile'; paused: boolean }
  /** Registration: an active profile, not registered yet; it joins for `teamId`. */
  | { kind: 'register'; teamId: number }
  /** Registered for `teamId`; the battle has not paid out yet. */
  | { kind: 'registered'; teamId: number }
  /** Registration has closed without the wallet. */
  | { kind: 'notRegistered' }
  /** The results give the wallet `tier`, with a proof that leads to the chain's root. */
  | { kind: 'claim'; teamId: number; tier: number; proof: Hex[] }
  | { kind: 'claimed'; teamId: number; tier: number | undefined }
  /** A registrant the results pay nothing: no trades in the window, or no tier for its volume. */
  | { kind: 'noPrize'; teamId: number; reason: 'noVolume' | 'noTier' }
  /** The chain has published results the index has not caught up with. */
  | { kind: 'resultsPending'; teamId: number }
  /** The index's proof does not lead to the chain's root: nothing is sent. */
  | { kind: 'badProof'; teamId: number }
  | { kind: 'over'; teamId: number }
  | { kind: 'cancelled' }

/**
 * What the wallet's panel shows. The chain decides the state, the registration and the claim;
 * the index gives the standing and, after the results, the tier and its proof, which must lead
 * to the chain's root before the wallet is asked to send anything.
 */
export function getEntryState(input: EntryInput): EntryState {
  const { state, registeredTeam: teamId, user } = input
  if (state === 'cancelled') return { kind: 'cancelled' }
  if (state === 'registration') {
    if (teamId !== 0) return { kind: 'registered', teamId }
    if (!input.profile) return { kind: 'loading' }
    if (!input.profile.active) return { kind: 'needsProfile', paused: input.profile.registered }
    return { kind: 'register', teamId: input.profile.teamId }
  }
  if (teamId === 0) return { kind: 'notRegistered' }
  if (state === 'live' || state === 'calculating') return { kind: 'registered', teamId }
  if (input.claimed || user?.claimed) return { kind: 'claimed', teamId, tier: user?.claim?.tier }
  if (state === 'over') return { kind: 'over', teamId }
  if (!user) return { kind: 'loading' }
  if (!input.resultsIndexed) return { kind: 'resultsPending', teamId }
  if (user.claim) {
    const leaf = getCompetitionLeaf(BigInt(input.competitionId), input.account, user.claim.tier)
    const proof = user.claim.proof as Hex[]
    if (input.root === zeroHash || !verifyCompetitionProof(input.root, leaf, proof)) {
      return { kind: 'badProof', teamId }
    }
    return { kind: 'claim', teamId, tier: user.claim.tier, proof }
  }
  const volume = BigInt(user.standing?.volume ?? '0')
  return { kind: 'noPrize', teamId, reason: volume === 0n ? 'noVolume' : 'noTier' }
}
