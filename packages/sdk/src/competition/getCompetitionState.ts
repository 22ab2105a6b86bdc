import type { CompetitionPhase, CompetitionState } from './constants'

/**
 * The competition's state on the chain's clock: the stored phase, except that a claim phase whose
 * window has closed is over (the contract refuses claims from `claimEnd`).
 */
export function getCompetitionState(
  competition: { phase: CompetitionPhase; claimEnd: bigint | number },
  now: bigint | number,
): CompetitionState {
  if (competition.phase === 'claim' && BigInt(now) >= BigInt(competition.claimEnd)) return 'over'
  return competition.phase
}
