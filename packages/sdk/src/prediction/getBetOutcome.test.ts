import { describe, expect, test } from 'vitest'
import { betSideFromEnum } from './constants'
import {
  getBetOutcome,
  matchesHistoryFilter,
  PREDICTION_HISTORY_FILTERS,
  type PredictionBetOutcome,
} from './getBetOutcome'

describe('getBetOutcome', () => {
  test.each([
    ['Bull', 'expired', 'Bull', 'won'],
    ['Bear', 'expired', 'Bear', 'won'],
    ['Bull', 'expired', 'Bear', 'lost'],
    ['Bear', 'expired', 'Bull', 'lost'],
    // a tie or an empty winning side: the House takes both sides' bets
    ['Bull', 'expired', 'House', 'lost'],
    ['Bear', 'expired', 'House', 'lost'],
    ['Bull', 'canceled', undefined, 'reclaim'],
    ['Bear', 'canceled', 'Bear', 'reclaim'],
    ['Bull', 'next', undefined, 'running'],
    ['Bull', 'locking', undefined, 'running'],
    ['Bear', 'live', undefined, 'running'],
    ['Bear', 'closing', undefined, 'running'],
    // closed but its winner not known to the reader yet
    ['Bull', 'expired', undefined, 'running'],
  ] as const)('a %s bet, round %s, winner %s: %s', (side, phase, winner, outcome) => {
    expect(getBetOutcome(side, phase, winner)).toBe(outcome)
  })
})

describe('matchesHistoryFilter', () => {
  const cases: [PredictionBetOutcome, boolean, { collected: boolean; uncollected: boolean }][] = [
    ['won', false, { collected: false, uncollected: true }],
    ['won', true, { collected: true, uncollected: false }],
    ['reclaim', false, { collected: false, uncollected: true }],
    ['reclaim', true, { collected: true, uncollected: false }],
    ['lost', false, { collected: false, uncollected: false }],
    ['running', false, { collected: false, uncollected: false }],
  ]

  test.each(cases)('%s, claimed %s', (outcome, claimed, shown) => {
    expect(matchesHistoryFilter('all', outcome, claimed)).toBe(true)
    expect(matchesHistoryFilter('collected', outcome, claimed)).toBe(shown.collected)
    expect(matchesHistoryFilter('uncollected', outcome, claimed)).toBe(shown.uncollected)
  })

  test('a bet that pays is under exactly one of collected and uncollected', () => {
    for (const outcome of ['won', 'reclaim'] as const) {
      for (const claimed of [false, true]) {
        const shownIn = PREDICTION_HISTORY_FILTERS.filter(
          (filter) => filter !== 'all' && matchesHistoryFilter(filter, outcome, claimed),
        )
        expect(shownIn).toHaveLength(1)
      }
    }
  })
})

describe('betSideFromEnum', () => {
  test('the contract’s Position: 1 Bull, 2 Bear, anything else no bet', () => {
    expect(betSideFromEnum(1)).toBe('Bull')
    expect(betSideFromEnum(2)).toBe('Bear')
    expect(betSideFromEnum(0)).toBeUndefined()
    expect(betSideFromEnum(3)).toBeUndefined()
  })
})
