import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type VoteRulesContext, validateVote } from './validateVote'

/** Voting from 10,000 until 100,000 on the chain's clock, two choices. */
const proposal = { start: 10_000n, end: 100_000n, choices: ['Yes', 'No'] }
const NOW = 50_000n
const context: VoteRulesContext = { proposal, now: NOW, power: 3n }

describe('validateVote', () => {
  test('a vote signed just now for a choice of an active proposal, with power, counts', () => {
    expect(validateVote({ choice: 2, timestamp: NOW - 5n }, context)).toEqual([])
  })

  test.each<[string, { choice: number; timestamp: bigint }, Partial<VoteRulesContext>, unknown]>([
    [
      'before the start',
      { choice: 1, timestamp: 9_999n },
      { now: 9_999n },
      { kind: 'proposalPending' },
    ],
    [
      'at the end',
      { choice: 1, timestamp: 100_000n },
      { now: 100_000n },
      { kind: 'proposalClosed' },
    ],
    [
      'choice 0 (choices are 1-based)',
      { choice: 0, timestamp: NOW },
      {},
      { kind: 'choiceInvalid', choices: 2 },
    ],
    ['choice 3 of two', { choice: 3, timestamp: NOW }, {}, { kind: 'choiceInvalid', choices: 2 }],
    [
      'a fractional choice',
      { choice: 1.5, timestamp: NOW },
      {},
      { kind: 'choiceInvalid', choices: 2 },
    ],
    [
      'a choice of NaN',
      { choice: Number.NaN, timestamp: NOW },
      {},
      { kind: 'choiceInvalid', choices: 2 },
    ],
    [
      'signed 15 minutes and a second ago',
      { choice: 1, timestamp: NOW - 901n },
      {},
      { kind: 'timestampOutOfWindow' },
    ],
    [
      'signed 15 minutes and a second ahead',
      { choice: 1, timestamp: NOW + 901n },
      {},
      { kind: 'timestampOutOfWindow' },
    ],
    [
      'signed before the start, arriving just after it',
      { choice: 1, timestamp: 9_999n },
      { now: 10_000n },
      { kind: 'timestampOutOfWindow' },
    ],
    [
      'signed at the end, arriving just before it',
      { choice: 1, timestamp: 100_000n },
      { now: 99_999n },
      { kind: 'timestampOutOfWindow' },
    ],
    ['no power at the snapshot', { choice: 1, timestamp: NOW }, { power: 0n }, { kind: 'noPower' }],
  ])('%s', (_, vote, change, error) => {
    expect(validateVote(vote, { ...context, ...change })).toEqual([error])
  })

  test('the tolerance and the window are inclusive at their edges', () => {
    for (const [timestamp, now] of [
      [NOW - 900n, NOW],
      [NOW + 900n, NOW],
      [10_000n, 10_000n],
      [99_999n, 99_999n],
    ] as const) {
      expect(validateVote({ choice: 1, timestamp }, { ...context, now })).toEqual([])
    }
  })

  test('power still loading is not judged', () => {
    expect(validateVote({ choice: 1, timestamp: NOW }, { ...context, power: undefined })).toEqual(
      [],
    )
  })

  test('every broken rule is listed', () => {
    expect(
      validateVote({ choice: 7, timestamp: 1n }, { proposal, now: 200_000n, power: 0n }),
    ).toEqual([
      { kind: 'proposalClosed' },
      { kind: 'choiceInvalid', choices: 2 },
      { kind: 'noPower' },
    ])
  })

  test('any vote signed inside the window and near the clock, for an existing choice, counts', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10_000n, max: 99_999n }),
        fc.bigInt({ min: -900n, max: 900n }),
        fc.integer({ min: 1, max: 2 }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (now, offset, choice, power) => {
          const timestamp = now + offset
          fc.pre(timestamp >= proposal.start && timestamp < proposal.end)
          expect(validateVote({ choice, timestamp }, { proposal, now, power })).toEqual([])
        },
      ),
      { numRuns: 200 },
    )
  })

  test('a choice outside 1…n is refused whatever the clock', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 3 })),
        fc.bigInt({ min: 0n, max: 200_000n }),
        (choice, now) => {
          expect(validateVote({ choice, timestamp: now }, { ...context, now })).toContainEqual({
            kind: 'choiceInvalid',
            choices: 2,
          })
        },
      ),
      { numRuns: 200 },
    )
  })
})
