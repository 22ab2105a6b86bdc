import { describe, expect, test } from 'vitest'
import { getCompetitionState } from './getCompetitionState'

describe('getCompetitionState', () => {
  test.each([
    ['registration', 0, 100, 'registration'],
    ['live', 0, 100, 'live'],
    ['calculating', 0, 100, 'calculating'],
    ['claim', 200, 199, 'claim'],
    ['claim', 200, 200, 'over'],
    ['claim', 200, 5_000, 'over'],
    ['cancelled', 0, 100, 'cancelled'],
  ] as const)('%s with the claim end at %i, at %i → %s', (phase, claimEnd, now, state) => {
    expect(getCompetitionState({ phase, claimEnd }, now)).toBe(state)
  })
})
