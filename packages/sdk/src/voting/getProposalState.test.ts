import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { PROPOSAL_STATES } from './constants'
import { getProposalState } from './getProposalState'

/** Voting from 1,000 until 4,600 (an hour). */
const proposal = { start: 1_000n, end: 4_600n }

describe('getProposalState', () => {
  test.each([
    ['long before the start', 0n, 'pending'],
    ['the second before the start', 999n, 'pending'],
    ['exactly at the start (votes are taken from here)', 1_000n, 'active'],
    ['the second before the end (the last vote)', 4_599n, 'active'],
    ['exactly at the end (a vote now is too late)', 4_600n, 'closed'],
    ['a year later', 4_600n + 365n * 86_400n, 'closed'],
  ] as const)('%s: %s → %s', (_, now, state) => {
    expect(getProposalState(proposal, now)).toBe(state)
  })

  test('the state only moves forward: pending, then active, then closed', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.bigInt({ min: 1n, max: 2n ** 40n }),
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        fc.bigInt({ min: 0n, max: 2n ** 40n }),
        (start, duration, earlier, step) => {
          const span = { start, end: start + duration }
          const rank = (now: bigint) => PROPOSAL_STATES.indexOf(getProposalState(span, now))
          expect(rank(earlier)).toBeLessThanOrEqual(rank(earlier + step))
          expect(getProposalState(span, span.start)).toBe('active')
          expect(getProposalState(span, span.end)).toBe('closed')
        },
      ),
      { numRuns: 200 },
    )
  })
})
