import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type CountedVote, tallyVotes, type VoteTally } from './tallyVotes'

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const BOB = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const CAROL = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
const DAVE = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65'

/**
 * The rule written out the slow way, separately from the implementation: per voter (any
 * casing), sort their votes newest first and take the first; a choice outside 1…n adds nothing.
 * Assumes a voter never signed two votes with the same timestamp.
 */
function naiveTally(choiceCount: number, votes: readonly CountedVote[]): VoteTally {
  const scores: bigint[] = []
  for (let i = 0; i < choiceCount; i++) scores.push(0n)
  let voters = 0
  const addresses = new Set(votes.map((vote) => vote.voter.toLowerCase()))
  for (const address of addresses) {
    const newestFirst = votes
      .filter((vote) => vote.voter.toLowerCase() === address)
      .sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1))
    const last = newestFirst[0]
    if (!last) continue
    for (let choice = 1; choice <= choiceCount; choice++) {
      if (last.choice === choice) {
        scores[choice - 1] = (scores[choice - 1] as bigint) + last.power
        voters += 1
      }
    }
  }
  let scoresTotal = 0n
  for (const score of scores) scoresTotal += score
  return { scores, scoresTotal, voters }
}

const addresses = [ALICE, BOB, CAROL, DAVE, '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc']

/** Votes by a few voters (addresses in any casing), no voter signing twice in one second. */
function votesFor(choiceCount: number) {
  return fc
    .uniqueArray(
      fc.record({
        who: fc.integer({ min: 0, max: addresses.length - 1 }),
        upper: fc.boolean(),
        // a few outside 1…n: 0, n + 1, and a fraction
        choice: fc.oneof(
          { weight: 5, arbitrary: fc.integer({ min: 1, max: choiceCount }) },
          { weight: 1, arbitrary: fc.constantFrom(0, choiceCount + 1, 1.5) },
        ),
        power: fc.bigInt({ min: 0n, max: 10n ** 27n }),
        timestamp: fc.bigInt({ min: 1_600_000_000n, max: 1_600_000_050n }),
      }),
      { maxLength: 25, selector: (vote) => `${vote.who}:${vote.timestamp}` },
    )
    .map((drawn) =>
      drawn.map(
        ({ who, upper, choice, power, timestamp }): CountedVote => ({
          voter: upper
            ? `0x${(addresses[who] as string).slice(2).toUpperCase()}`
            : (addresses[who] as string),
          choice,
          power,
          timestamp,
        }),
      ),
    )
}

describe('tallyVotes', () => {
  test('hand-picked: the latest vote per address counts once, an invalid choice counts nothing', () => {
    const votes: CountedVote[] = [
      { voter: ALICE, choice: 1, power: 10n, timestamp: 5n },
      { voter: BOB, choice: 2, power: 7n, timestamp: 3n },
      // Alice changes her mind (her address in other casing): choice 2 replaces choice 1
      { voter: ALICE.toUpperCase().replace('0X', '0x'), choice: 2, power: 10n, timestamp: 9n },
      { voter: CAROL, choice: 3, power: 100n, timestamp: 4n },
      { voter: DAVE, choice: 1, power: 1n, timestamp: 8n },
      // an older signature arriving later does not take Dave's place
      { voter: DAVE, choice: 2, power: 1n, timestamp: 2n },
    ]
    // choice 1: Dave 1; choice 2: Alice 10 + Bob 7 = 17; Carol's choice 3 does not exist
    expect(tallyVotes(2, votes)).toEqual({ scores: [1n, 17n], scoresTotal: 18n, voters: 3 })
  })

  test('no votes: every choice at zero', () => {
    expect(tallyVotes(3, [])).toEqual({ scores: [0n, 0n, 0n], scoresTotal: 0n, voters: 0 })
  })

  test('the scores equal a naive count, and add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }).chain((n) => fc.tuple(fc.constant(n), votesFor(n))),
        ([choiceCount, votes]) => {
          const tally = tallyVotes(choiceCount, votes)
          expect(tally).toEqual(naiveTally(choiceCount, votes))
          expect(tally.scores).toHaveLength(choiceCount)
          expect(tally.scoresTotal).toBe(tally.scores.reduce((sum, score) => sum + score, 0n))
          expect(tally.voters).toBeLessThanOrEqual(
            new Set(votes.map((v) => v.voter.toLowerCase())).size,
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  test('the order the votes arrive in does not matter: the latest timestamp wins', () => {
    fc.assert(
      fc.property(
        votesFor(3).chain((votes) =>
          fc.tuple(
            fc.constant(votes),
            fc.shuffledSubarray(votes, { minLength: votes.length, maxLength: votes.length }),
          ),
        ),
        ([votes, shuffled]) => {
          expect(tallyVotes(3, shuffled)).toEqual(tallyVotes(3, votes))
        },
      ),
      { numRuns: 200 },
    )
  })

  test('votes for a choice the proposal lacks, from anyone else, change nothing', () => {
    const strangers = [
      '0x0000000000000000000000000000000000000001',
      '0x00000000000000000000000000000000000000a2',
    ]
    fc.assert(
      fc.property(
        votesFor(2),
        fc.array(
          fc.record({
            voter: fc.constantFrom(...strangers),
            choice: fc.constantFrom(-1, 0, 3, 4, 2.5, Number.NaN),
            power: fc.bigInt({ min: 1n, max: 10n ** 27n }),
            timestamp: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
          }),
          { maxLength: 5 },
        ),
        (votes, invalid) => {
          expect(tallyVotes(2, [...votes, ...invalid])).toEqual(tallyVotes(2, votes))
        },
      ),
      { numRuns: 200 },
    )
  })
})
