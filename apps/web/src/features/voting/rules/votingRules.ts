/**
 * The voting screens' rules, apart from the create form's: which proposals a list shows (from the
 * URL), a proposal's state on the chain's clock, its results per choice, whether the viewer can
 * vote, the signed timestamp of a vote, a voting power's parts, and what a failed signature or
 * a refused message says.
 */
import {
  getProposalState,
  Percent,
  PROPOSAL_STATES,
  PROPOSAL_TYPES,
  type ProposalState,
  type ProposalType,
} from '@ghost/sdk'
import { NftApiError } from '../../../api/nfts/NftApiError'
import type { ApiProposal, ApiVote, ApiVotingPower } from '../../../api/voting'
import { msg } from '../../../i18n'

export const STATE_PARAM = 'state'
export const TYPE_PARAM = 'type'

export type ProposalFilter = {
  state: ProposalState
  /** Undefined: both types. */
  type: ProposalType | undefined
}

/** The list's filter from its URL: active proposals of both types unless it names others. */
export function parseProposalFilter(params: URLSearchParams): ProposalFilter {
  const state = params.get(STATE_PARAM)
  const type = params.get(TYPE_PARAM)
  return {
    state: PROPOSAL_STATES.find((known) => known === state) ?? 'active',
    type: PROPOSAL_TYPES.find((known) => known === type),
  }
}

/** The list's URL for a filter; the defaults are left out, so `/voting` is the active list. */
export function proposalListPath({ state, type }: ProposalFilter): string {
  const params = new URLSearchParams()
  if (state !== 'active') params.set(STATE_PARAM, state)
  if (type) params.set(TYPE_PARAM, type)
  const search = params.toString()
  return search ? `/voting?${search}` : '/voting'
}

export const proposalPath = (id: string) => `/voting/proposal/${id.toLowerCase()}`

export const STATE_LABELS = {
  active: msg('Active'),
  pending: msg('Pending'),
  closed: msg('Closed'),
} as const satisfies Record<ProposalState, string>

export const TYPE_LABELS = {
  core: msg('Core'),
  community: msg('Community'),
} as const satisfies Record<ProposalType, string>

/**
 * A proposal's state on the chain's clock (the server's word for it until the clock is known):
 * a page left open sees its proposal close when the chain passes the end.
 */
export function getShownState(
  proposal: Pick<ApiProposal, 'start' | 'end' | 'state'>,
  now: bigint | undefined,
): ProposalState {
  if (now === undefined) return proposal.state
  return getProposalState({ start: BigInt(proposal.start), end: BigInt(proposal.end) }, now)
}

export type ChoiceResult = {
  /** 1-based, as votes name it. */
  choice: number
  label: string
  /** Voting power (CAKE wei). */
  power: bigint
  /** Of all the power cast; 0 while nobody voted. */
  share: Percent
}

/** Each choice's power and share of the power cast, in the proposal's order. */
export function getProposalResults(proposal: Pick<ApiProposal, 'choices' | 'scores'>): {
  results: ChoiceResult[]
  total: bigint
} {
  const powers = proposal.choices.map((_, index) => BigInt(proposal.scores[index] ?? '0'))
  const total = powers.reduce((sum, power) => sum + power, 0n)
  return {
    total,
    results: proposal.choices.map((label, index) => {
      const power = powers[index] ?? 0n
      return {
        choice: index + 1,
        label,
        power,
        share: total > 0n ? new Percent(power, total) : new Percent(0n, 1n),
      }
    }),
  }
}

/** A choice's label in a voter list; a number the proposal does not have shows as such. */
export function choiceLabel(choices: readonly string[], choice: number): string {
  return choices[choice - 1] ?? `#${choice}`
}

/** The viewer's latest vote among those loaded (the list is by power, so it may be anywhere). */
export function findOwnVote(
  votes: readonly ApiVote[],
  account: string | undefined,
): ApiVote | undefined {
  if (!account) return undefined
  const voter = account.toLowerCase()
  return votes
    .filter((vote) => vote.voter === voter)
    .reduce<ApiVote | undefined>(
      (latest, vote) => (latest && latest.timestamp >= vote.timestamp ? latest : vote),
      undefined,
    )
}

/**
 * A vote's signed timestamp: the chain's latest block time, and past the viewer's last vote, so
 * a change of mind inside one block still counts (the server keeps a vote only over an earlier
 * one, and both are judged against the same clock, 15 minutes either way).
 */
export function getVoteTimestamp(blockTimestamp: bigint, lastVote: bigint | undefined): bigint {
  return lastVote !== undefined && lastVote >= blockTimestamp ? lastVote + 1n : blockTimestamp
}

export type VoteAvailability =
  /** Voting has not opened yet. */
  | 'pending'
  | 'closed'
  /** Open, and no wallet is connected. */
  | 'connect'
  /** Open; the wallet's power at the snapshot is not known yet. */
  | 'loading'
  /** Open, and the wallet held no CAKE at the snapshot: the server would refuse its vote. */
  | 'noPower'
  | 'open'

export function getVoteAvailability({
  state,
  account,
  power,
}: {
  state: ProposalState
  account: string | undefined
  /** The wallet's power at the snapshot; undefined while unknown (a failed read included). */
  power: bigint | undefined
}): VoteAvailability {
  if (state !== 'active') return state
  if (!account) return 'connect'
  if (power === undefined) return 'loading'
  return power === 0n ? 'noPower' : 'open'
}

export type VotingPowerParts = {
  total: bigint
  wallet: bigint
  /** CAKE staked in pools. */
  pools: bigint
  /** CAKE inside LP tokens held in the wallet. */
  liquidity: bigint
  /** CAKE inside LP tokens staked in farms. */
  farms: bigint
}

const sum = (parts: readonly { cake: string }[]) =>
  parts.reduce((total, part) => total + BigInt(part.cake), 0n)

export function getVotingPowerParts(power: ApiVotingPower): VotingPowerParts {
  return {
    total: BigInt(power.total),
    wallet: BigInt(power.wallet),
    pools: sum(power.pools),
    liquidity: sum(power.liquidity),
    farms: sum(power.farms),
  }
}

/** Spec §8's sentence for a wallet that did not sign. */
export const SIGN_FAILED = msg('Unable to sign payload')

export type VotingFailure =
  /** The server's own sentence (and the fields it refused), shown as the server wrote it. */
  | { kind: 'api'; message: string }
  /** A message key: the wallet refused or failed to sign. */
  | { kind: 'wallet'; message: typeof SIGN_FAILED }

/** What a failed vote or proposal says: the server's refusal, else that nothing was signed. */
export function getVotingFailure(error: unknown): VotingFailure {
  if (error instanceof NftApiError) {
    const details = error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .filter((detail) => !error.message.includes(detail))
    return { kind: 'api', message: [error.message, ...details].join(' ') }
  }
  return { kind: 'wallet', message: SIGN_FAILED }
}
