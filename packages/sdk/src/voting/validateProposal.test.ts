import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type ProposalDraft, type ProposalRulesContext, validateProposal } from './validateProposal'

const CAKE = 10n ** 18n
const DAY = 86_400n
/** The chain's clock, block 500 the latest. */
const NOW = 1_700_000_000n

const context: ProposalRulesContext = {
  now: NOW,
  latestBlock: 500n,
  power: 25n * CAKE,
  minPower: 10n * CAKE,
}

/** Opens in an hour, runs a week, snapshot 20 blocks back: publishable. */
const draft: ProposalDraft = {
  title: 'Burn half of the treasury CAKE',
  body: 'The treasury holds **more** than a year of runway.',
  choices: ['Yes', 'No', 'Abstain'],
  start: NOW + 3_600n,
  end: NOW + 3_600n + 7n * DAY,
  snapshot: 480n,
}

describe('validateProposal', () => {
  test('a complete draft within every limit breaks no rule', () => {
    expect(validateProposal(draft, context)).toEqual([])
  })

  test.each<[string, Partial<ProposalDraft>, Partial<ProposalRulesContext>, unknown]>([
    ['a title of spaces', { title: '   ' }, {}, { kind: 'titleRequired' }],
    [
      'a title of 257 characters',
      { title: 't'.repeat(257) },
      {},
      { kind: 'titleTooLong', max: 256 },
    ],
    ['an empty body', { body: '' }, {}, { kind: 'bodyRequired' }],
    [
      'a body of 10,001 characters',
      { body: 'b'.repeat(10_001) },
      {},
      { kind: 'bodyTooLong', max: 10_000 },
    ],
    ['one choice', { choices: ['Yes'] }, {}, { kind: 'tooFewChoices', min: 2 }],
    [
      'eleven choices',
      { choices: Array.from({ length: 11 }, (_, i) => `Option ${i + 1}`) },
      {},
      { kind: 'tooManyChoices', max: 10 },
    ],
    ['a blank second choice', { choices: ['Yes', ' \t'] }, {}, { kind: 'choiceEmpty', index: 1 }],
    [
      'a choice of 65 characters',
      { choices: ['Yes', 'c'.repeat(65)] },
      {},
      { kind: 'choiceTooLong', index: 1, max: 64 },
    ],
    [
      'a choice repeated with other case and spaces',
      { choices: ['Yes', 'No', ' yes '] },
      {},
      { kind: 'choiceRepeated', index: 2 },
    ],
    ['no start (the form’s date is not valid)', { start: undefined }, {}, { kind: 'startInvalid' }],
    ['no end', { end: undefined }, {}, { kind: 'endInvalid' }],
    [
      'a start 15 minutes and a second ago',
      { start: NOW - 901n, end: NOW + DAY },
      {},
      { kind: 'startInPast' },
    ],
    ['an end at the start', { end: NOW + 3_600n }, {}, { kind: 'endBeforeStart' }],
    [
      'a run of 90 days and a second',
      { end: NOW + 3_600n + 90n * DAY + 1n },
      {},
      { kind: 'durationTooLong', maxSeconds: 90 * 86_400 },
    ],
    ['no snapshot', { snapshot: undefined }, {}, { kind: 'snapshotInvalid' }],
    [
      'a snapshot after the latest block',
      { snapshot: 501n },
      {},
      { kind: 'snapshotInFuture', latestBlock: 500n },
    ],
    [
      'an author a wei short of the minimum',
      {},
      { power: 10n * CAKE - 1n },
      { kind: 'powerTooLow', min: 10n * CAKE, power: 10n * CAKE - 1n },
    ],
  ])('%s', (_, change, contextChange, error) => {
    expect(validateProposal({ ...draft, ...change }, { ...context, ...contextChange })).toEqual([
      error,
    ])
  })

  test('zero reads as unset for start, end and snapshot', () => {
    expect(validateProposal({ ...draft, start: 0n, end: 0n, snapshot: 0n }, context)).toEqual([
      { kind: 'startInvalid' },
      { kind: 'endInvalid' },
      { kind: 'snapshotInvalid' },
    ])
  })

  test('the limits themselves are allowed', () => {
    const atLimits: ProposalDraft = {
      title: 't'.repeat(256),
      body: 'b'.repeat(10_000),
      choices: ['c'.repeat(64), ...Array.from({ length: 9 }, (_, i) => `Option ${i}`)],
      // the tolerance lets a wallet whose clock trails the chain sign a start of "now"
      start: NOW - 900n,
      end: NOW - 900n + 90n * DAY,
      snapshot: 500n,
    }
    expect(validateProposal(atLimits, { ...context, power: 10n * CAKE })).toEqual([])
  })

  test('unknown latest block and power (still loading) are not judged', () => {
    expect(
      validateProposal(
        { ...draft, snapshot: 10n ** 9n },
        { now: NOW, minPower: 10n * CAKE, latestBlock: undefined, power: undefined },
      ),
    ).toEqual([])
  })

  test('every broken rule is listed, in the form’s order', () => {
    expect(
      validateProposal(
        { title: '', body: ' ', choices: ['', 'A', 'a'], start: NOW + 10n, end: NOW, snapshot: 0n },
        { ...context, power: 0n },
      ),
    ).toEqual([
      { kind: 'titleRequired' },
      { kind: 'bodyRequired' },
      { kind: 'choiceEmpty', index: 0 },
      { kind: 'choiceRepeated', index: 2 },
      { kind: 'endBeforeStart' },
      { kind: 'snapshotInvalid' },
      { kind: 'powerTooLow', min: 10n * CAKE, power: 0n },
    ])
  })

  test('any draft whose end is not after its start reports endBeforeStart, never a duration', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }),
        fc.bigInt({ min: 0n, max: 2n ** 64n - 2n }),
        (start, back) => {
          const end = start - (back % start) // 1 ≤ end ≤ start
          const kinds = validateProposal({ ...draft, start, end }, context).map((e) => e.kind)
          expect(kinds).toContain('endBeforeStart')
          expect(kinds).not.toContain('durationTooLong')
        },
      ),
      { numRuns: 200 },
    )
  })

  test('every blank choice is named by its index', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom('', ' ', '\t', '  \n'), fc.stringMatching(/^[A-Z]\w{0,9}$/)),
          {
            minLength: 2,
            maxLength: 10,
          },
        ),
        (choices) => {
          const blank = choices.flatMap((choice, index) => (choice.trim() === '' ? [index] : []))
          const named = validateProposal({ ...draft, choices }, context).flatMap((error) =>
            error.kind === 'choiceEmpty' ? [error.index] : [],
          )
          expect(named).toEqual(blank)
        },
      ),
      { numRuns: 200 },
    )
  })

  test('any draft inside every limit, opening within the tolerance or later, is publishable', () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '')
    fc.assert(
      fc.property(
        text(256),
        text(300),
        fc.uniqueArray(text(64), {
          minLength: 2,
          maxLength: 10,
          selector: (choice) => choice.trim().toLowerCase(),
        }),
        fc.bigInt({ min: -900n, max: 365n * DAY }),
        fc.bigInt({ min: 1n, max: 90n * DAY }),
        fc.bigInt({ min: 1n, max: 500n }),
        fc.bigInt({ min: 10n * CAKE, max: 10n ** 30n }),
        (title, body, choices, lead, duration, snapshot, power) => {
          const start = NOW + lead
          const candidate = { title, body, choices, start, end: start + duration, snapshot }
          expect(validateProposal(candidate, { ...context, power })).toEqual([])
        },
      ),
      { numRuns: 200 },
    )
  })
})
