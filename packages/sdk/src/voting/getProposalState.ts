import type { ProposalState } from './constants'

/**
 * A proposal's state on a clock (unix seconds): pending before `start`, active from `start`
 * until `end`, closed from `end` (a vote at exactly `end` is too late).
 *
 * @example
 * getProposalState({ start: 100n, end: 200n }, 150n) // 'active'
 */
export function getProposalState(
  { start, end }: { start: bigint; end: bigint },
  now: bigint,
): ProposalState {
  if (now < start) return 'pending'
  if (now < end) return 'active'
  return 'closed'
}
