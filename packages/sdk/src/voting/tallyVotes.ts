/** A counted vote: who, which 1-based choice, with what power, signed when. */
export type CountedVote = { voter: string; choice: number; power: bigint; timestamp: bigint }

export type VoteTally = {
  /** Power per choice, in the proposal's order (index 0 is choice 1). */
  scores: bigint[]
  scoresTotal: bigint
  /** Addresses counted (one vote each). */
  voters: number
}

/**
 * The result of a proposal: one vote per address — its latest by `timestamp` (the later
 * signature replaces the earlier while the proposal is active) — weighted by its power.
 * Votes for a choice the proposal does not have count for nothing.
 *
 * @example
 * tallyVotes(2, [{ voter: a, choice: 1, power: 5n, timestamp: 1n }, { voter: a, choice: 2, power: 5n, timestamp: 2n }])
 * // { scores: [0n, 5n], scoresTotal: 5n, voters: 1 }
 */
export function tallyVotes(choiceCount: number, votes: readonly CountedVote[]): VoteTally {
  const latest = new Map<string, CountedVote>()
  for (const vote of votes) {
    const key = vote.voter.toLowerCase()
    const earlier = latest.get(key)
    if (!earlier || vote.timestamp > earlier.timestamp) latest.set(key, vote)
  }
  const scores = Array.from({ length: choiceCount }, () => 0n)
  let scoresTotal = 0n
  let voters = 0
  for (const vote of latest.values()) {
    if (!Number.isInteger(vote.choice) || vote.choice < 1 || vote.choice > choiceCount) continue
    scores[vote.choice - 1] = (scores[vote.choice - 1] ?? 0n) + vote.power
    scoresTotal += vote.power
    voters += 1
  }
  return { scores, scoresTotal, voters }
}
