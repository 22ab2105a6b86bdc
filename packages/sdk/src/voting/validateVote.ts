import { VOTING_TIMESTAMP_TOLERANCE_SECONDS } from './constants'
import { getProposalState } from './getProposalState'

/** Why a vote may not be cast or counted. */
export type VoteError =
  | { kind: 'proposalPending' }
  | { kind: 'proposalClosed' }
  | { kind: 'choiceInvalid'; choices: number }
  | { kind: 'timestampOutOfWindow' }
  | { kind: 'noPower' }

export type VoteRulesContext = {
  proposal: { start: bigint; end: bigint; choices: readonly string[] }
  /** The chain's clock (unix seconds) when the vote arrives. */
  now: bigint
  /** The voter's power at the proposal's snapshot; unchecked while undefined. */
  power?: bigint | undefined
}

/**
 * Every rule a vote breaks (empty when it counts): the proposal must be active on the chain's
 * clock, the signed `timestamp` inside the voting window and near the clock, the 1-based choice
 * one of the proposal's, and the voter must have power at the snapshot.
 */
export function validateVote(
  vote: { choice: number; timestamp: bigint },
  { proposal, now, power }: VoteRulesContext,
): VoteError[] {
  const errors: VoteError[] = []
  const state = getProposalState(proposal, now)
  if (state === 'pending') errors.push({ kind: 'proposalPending' })
  if (state === 'closed') errors.push({ kind: 'proposalClosed' })
  if (!Number.isInteger(vote.choice) || vote.choice < 1 || vote.choice > proposal.choices.length)
    errors.push({ kind: 'choiceInvalid', choices: proposal.choices.length })
  const tolerance = BigInt(VOTING_TIMESTAMP_TOLERANCE_SECONDS)
  const distance = vote.timestamp > now ? vote.timestamp - now : now - vote.timestamp
  if (
    state === 'active' &&
    (vote.timestamp < proposal.start || vote.timestamp >= proposal.end || distance > tolerance)
  )
    errors.push({ kind: 'timestampOutOfWindow' })
  if (power !== undefined && power === 0n) errors.push({ kind: 'noPower' })
  return errors
}
