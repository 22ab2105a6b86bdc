import {
  VOTING_BODY_MAX_LENGTH,
  VOTING_CHOICE_MAX_LENGTH,
  VOTING_MAX_CHOICES,
  VOTING_MAX_DURATION_SECONDS,
  VOTING_MIN_CHOICES,
  VOTING_TIMESTAMP_TOLERANCE_SECONDS,
  VOTING_TITLE_MAX_LENGTH,
} from './constants'

/**
 * Why a proposal may not be published (spec §5). The web form shows these before the wallet
 * opens; the server refuses a signed proposal with the same rules, so both agree.
 */
export type ProposalError =
  | { kind: 'titleRequired' }
  | { kind: 'titleTooLong'; max: number }
  | { kind: 'bodyRequired' }
  | { kind: 'bodyTooLong'; max: number }
  | { kind: 'tooFewChoices'; min: number }
  | { kind: 'tooManyChoices'; max: number }
  /** `index` is 0-based. */
  | { kind: 'choiceEmpty'; index: number }
  | { kind: 'choiceTooLong'; index: number; max: number }
  | { kind: 'choiceRepeated'; index: number }
  | { kind: 'startInvalid' }
  | { kind: 'endInvalid' }
  | { kind: 'startInPast' }
  | { kind: 'endBeforeStart' }
  | { kind: 'durationTooLong'; maxSeconds: number }
  | { kind: 'snapshotInvalid' }
  | { kind: 'snapshotInFuture'; latestBlock: bigint }
  | { kind: 'powerTooLow'; min: bigint; power: bigint }

export type ProposalDraft = {
  title: string
  body: string
  choices: readonly string[]
  /** Unix seconds; undefined when the form's date or time is not valid. */
  start: bigint | undefined
  end: bigint | undefined
  snapshot: bigint | undefined
}

export type ProposalRulesContext = {
  /** The chain's clock (unix seconds). */
  now: bigint
  /** The chain's latest block; the snapshot may not be after it. Unchecked when undefined. */
  latestBlock?: bigint | undefined
  /** The author's voting power at the snapshot; unchecked while undefined (still loading). */
  power?: bigint | undefined
  minPower: bigint
}

/**
 * Every rule a proposal breaks, in the form's order (empty when it may be published). Titles
 * and choices count as empty when they are only spaces.
 *
 * @example
 * validateProposal({ title: 'Burn', body: 'Why', choices: ['Yes', ''], start, end, snapshot }, context)
 * // [{ kind: 'choiceEmpty', index: 1 }]
 */
export function validateProposal(
  draft: ProposalDraft,
  context: ProposalRulesContext,
): ProposalError[] {
  const errors: ProposalError[] = []
  if (draft.title.trim() === '') errors.push({ kind: 'titleRequired' })
  else if (draft.title.length > VOTING_TITLE_MAX_LENGTH)
    errors.push({ kind: 'titleTooLong', max: VOTING_TITLE_MAX_LENGTH })
  if (draft.body.trim() === '') errors.push({ kind: 'bodyRequired' })
  else if (draft.body.length > VOTING_BODY_MAX_LENGTH)
    errors.push({ kind: 'bodyTooLong', max: VOTING_BODY_MAX_LENGTH })

  if (draft.choices.length < VOTING_MIN_CHOICES)
    errors.push({ kind: 'tooFewChoices', min: VOTING_MIN_CHOICES })
  if (draft.choices.length > VOTING_MAX_CHOICES)
    errors.push({ kind: 'tooManyChoices', max: VOTING_MAX_CHOICES })
  const seen = new Set<string>()
  draft.choices.forEach((choice, index) => {
    const trimmed = choice.trim()
    if (trimmed === '') errors.push({ kind: 'choiceEmpty', index })
    else if (choice.length > VOTING_CHOICE_MAX_LENGTH)
      errors.push({ kind: 'choiceTooLong', index, max: VOTING_CHOICE_MAX_LENGTH })
    else if (seen.has(trimmed.toLowerCase())) errors.push({ kind: 'choiceRepeated', index })
    seen.add(trimmed.toLowerCase())
  })

  const { start, end } = draft
  if (start === undefined || start <= 0n) errors.push({ kind: 'startInvalid' })
  if (end === undefined || end <= 0n) errors.push({ kind: 'endInvalid' })
  if (
    start !== undefined &&
    start > 0n &&
    start + BigInt(VOTING_TIMESTAMP_TOLERANCE_SECONDS) < context.now
  )
    errors.push({ kind: 'startInPast' })
  if (start !== undefined && end !== undefined && start > 0n && end > 0n) {
    if (end <= start) errors.push({ kind: 'endBeforeStart' })
    else if (end - start > BigInt(VOTING_MAX_DURATION_SECONDS))
      errors.push({ kind: 'durationTooLong', maxSeconds: VOTING_MAX_DURATION_SECONDS })
  }

  if (draft.snapshot === undefined || draft.snapshot <= 0n) errors.push({ kind: 'snapshotInvalid' })
  else if (context.latestBlock !== undefined && draft.snapshot > context.latestBlock)
    errors.push({ kind: 'snapshotInFuture', latestBlock: context.latestBlock })

  if (context.power !== undefined && context.power < context.minPower)
    errors.push({ kind: 'powerTooLow', min: context.minPower, power: context.power })
  return errors
}
