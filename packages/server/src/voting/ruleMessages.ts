import { type ProposalError, VOTING_TIMESTAMP_TOLERANCE_SECONDS, type VoteError } from '@ghost/sdk'
import { formatEther } from 'viem'

/** Unix seconds as the messages say them: ISO time and the number the message carries. */
export function describeTime(seconds: bigint): string {
  const ms = Number(seconds) * 1000
  const iso = Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : 'never'
  return `${iso} (${seconds})`
}

const TOLERANCE_MINUTES = VOTING_TIMESTAMP_TOLERANCE_SECONDS / 60

/** What the refusal of a proposal says for each broken rule (the sdk's validateProposal). */
export function proposalErrorMessage(
  error: ProposalError,
  facts: { snapshot: bigint; start: bigint; now: bigint },
): string {
  switch (error.kind) {
    case 'titleRequired':
      return 'The title is required.'
    case 'titleTooLong':
      return `The title must be at most ${error.max} characters.`
    case 'bodyRequired':
      return 'The body is required.'
    case 'bodyTooLong':
      return `The body must be at most ${error.max} characters.`
    case 'tooFewChoices':
      return `A proposal needs at least ${error.min} choices.`
    case 'tooManyChoices':
      return `A proposal may have at most ${error.max} choices.`
    case 'choiceEmpty':
      return `Choice ${error.index + 1} is empty.`
    case 'choiceTooLong':
      return `Choice ${error.index + 1} must be at most ${error.max} characters.`
    case 'choiceRepeated':
      return `Choice ${error.index + 1} repeats an earlier choice.`
    case 'startInvalid':
      return 'The start must be a time after 1970.'
    case 'endInvalid':
      return 'The end must be a time after 1970.'
    case 'startInPast':
      return `The start ${describeTime(facts.start)} is in the past on the chain's clock ${describeTime(facts.now)}.`
    case 'endBeforeStart':
      return 'The end must be after the start.'
    case 'durationTooLong':
      return `A proposal may run at most ${error.maxSeconds / 86_400} days.`
    case 'snapshotInvalid':
      return 'The snapshot must be a block number above 0.'
    case 'snapshotInFuture':
      return `The snapshot block ${facts.snapshot} is after the chain's latest block ${error.latestBlock}.`
    case 'powerTooLow':
      return `The author's voting power at snapshot block ${facts.snapshot} is ${formatEther(error.power)} CAKE; publishing needs at least ${formatEther(error.min)} CAKE.`
  }
}

/** The proposal's signed timestamp is too far from the chain's clock when it arrives. */
export function proposalTimestampMessage(timestamp: bigint, now: bigint): string {
  return `The proposal's timestamp ${describeTime(timestamp)} must be within ${TOLERANCE_MINUTES} minutes of the chain's clock ${describeTime(now)}.`
}

/** What the refusal of a vote says for each broken rule (the sdk's validateVote). */
export function voteErrorMessage(
  error: VoteError,
  facts: {
    start: bigint
    end: bigint
    now: bigint
    timestamp: bigint
    snapshot: bigint
    voter: string
  },
): string {
  switch (error.kind) {
    case 'proposalPending':
      return `Voting opens at ${describeTime(facts.start)}; the chain's clock is ${describeTime(facts.now)}.`
    case 'proposalClosed':
      return `Voting closed at ${describeTime(facts.end)}; the chain's clock is ${describeTime(facts.now)}.`
    case 'choiceInvalid':
      return `The choice must be one of the proposal's choices, 1 to ${error.choices}.`
    case 'timestampOutOfWindow':
      return `The vote's timestamp ${describeTime(facts.timestamp)} must be inside the voting window and within ${TOLERANCE_MINUTES} minutes of the chain's clock ${describeTime(facts.now)}.`
    case 'noPower':
      return `${facts.voter} had no voting power at the proposal's snapshot block ${facts.snapshot}.`
  }
}
