/**
 * Typed calls of the trading battle (GhostTradingCompetition): register for a competition and
 * claim a prize tier with its proof, plus the reads the battle screen rides on its page's
 * multicall — a competition's stored state (phase, live window, claim end, results root, tokens),
 * one winner's amounts per tier, a wallet's registered team and whether it claimed — and the
 * profile check a registration needs (the contract registers only an active profile, whose team
 * it then fixes).
 *
 * The ABIs are the generated interfaces' own modules, not the contracts package's index, which
 * every route's first load holds: the battle's chunk alone carries them.
 */
import { iGhostProfileAbi } from '@ghost/contracts/generated/IGhostProfile'
import { iGhostTradingCompetitionAbi } from '@ghost/contracts/generated/IGhostTradingCompetition'
import type { Address, Hex } from 'viem'
import { contractCall } from './contractCall'

export { iGhostTradingCompetitionAbi as competitionAbi }

type CompetitionCall = { competition: Address; id: bigint }
type ProfileCall = { profile: Address; user: Address }

const competitionCall = contractCall(iGhostTradingCompetitionAbi)
const profileCall = contractCall(iGhostProfileAbi)

/** Registers the wallet in competition `id` for its profile's team (Registration phase only). */
export function registerForCompetition({ competition, id }: CompetitionCall) {
  return competitionCall(competition, 'register', [id])
}

/** Claims tier `tier`'s prize of competition `id` with the wallet's proof of the results root. */
export function claimCompetitionPrize({
  competition,
  id,
  tier,
  proof,
}: CompetitionCall & { tier: number; proof: readonly Hex[] }) {
  return competitionCall(competition, 'claim', [id, tier, proof])
}

/** The stored competition: tokens, feeds, phase, counts, live window, claim end, root, campaign. */
export function readCompetition({ competition, id }: CompetitionCall) {
  return competitionCall(competition, 'getCompetition', [id])
}

/** What one winner of each tier receives of each token; zeros until the results. */
export function readCompetitionTierPrizes({ competition, id }: CompetitionCall) {
  return competitionCall(competition, 'getTierPrizes', [id])
}

/** The team `user` registered for; 0 when it has not. */
export function readCompetitionTeam({
  competition,
  id,
  user,
}: CompetitionCall & { user: Address }) {
  return competitionCall(competition, 'registeredTeam', [id, user])
}

export function readCompetitionClaimed({
  competition,
  id,
  user,
}: CompetitionCall & { user: Address }) {
  return competitionCall(competition, 'hasClaimed', [id, user])
}

/** Whether `user` has a profile at all (`getUserProfile` reverts without one). */
export function readProfileRegistered({ profile, user }: ProfileCall) {
  return profileCall(profile, 'hasRegistered', [user])
}

/** `user`'s profile: `userId, numberPoints, teamId, nftAddress, tokenId, isActive`. */
export function readProfile({ profile, user }: ProfileCall) {
  return profileCall(profile, 'getUserProfile', [user])
}
