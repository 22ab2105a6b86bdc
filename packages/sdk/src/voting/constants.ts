/**
 * Governance voting's fixed rules (spec §5: proposal fields required, at least two non-empty
 * choices, a valid start and end with the end after the start, a minimum voting power to
 * publish; §6: voting power is CAKE held at a snapshot block). Limits the spec does not give are
 * Snapshot's (docs/decisions.md, "Issue 34").
 */

/** EIP-712 domain name and version of every proposal and vote (the domain also has the chain). */
export const VOTING_DOMAIN_NAME = 'Ghost Voting'
export const VOTING_DOMAIN_VERSION = '1'

/** A proposal offers at least two choices (spec §5 "minimum choices"). */
export const VOTING_MIN_CHOICES = 2
export const VOTING_MAX_CHOICES = 10
export const VOTING_TITLE_MAX_LENGTH = 256
export const VOTING_BODY_MAX_LENGTH = 10_000
export const VOTING_CHOICE_MAX_LENGTH = 64
/** The longest a proposal may run: 90 days. */
export const VOTING_MAX_DURATION_SECONDS = 90 * 86_400

/**
 * CAKE (wei) an author needs at the proposal's snapshot block to publish: 10 CAKE unless the
 * server is configured otherwise (`VOTING_MIN_PROPOSAL_POWER`).
 */
export const VOTING_DEFAULT_MIN_PROPOSAL_POWER = 10n * 10n ** 18n

/**
 * How far a message's `timestamp` may be from the chain's clock when the server receives it:
 * the wallet reads the clock from the latest block, which can trail by a few blocks.
 */
export const VOTING_TIMESTAMP_TOLERANCE_SECONDS = 15 * 60

/** Core proposals come from the operator's admin list; anyone else's are community proposals. */
export const PROPOSAL_TYPES = ['core', 'community'] as const
export type ProposalType = (typeof PROPOSAL_TYPES)[number]

export const PROPOSAL_STATES = ['pending', 'active', 'closed'] as const
export type ProposalState = (typeof PROPOSAL_STATES)[number]
