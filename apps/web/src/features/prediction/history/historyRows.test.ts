/**
 * The history's reading of a bet: results (a House tie told from an ordinary loss), collected or
 * not, the row's button, and what "Collect all" claims, on the API's fixture JSON.
 */
import { describe, expect, test } from 'vitest'
import {
  BNB,
  PRICE_600,
  predictionBet,
  predictionRound,
} from '../../../api/prediction/test/fixtures'
import { collectPlan, historyRow } from './historyRows'

const NONE = new Set<string>()

describe('historyRow', () => {
  test('a won bet: its due payout and Collect; once claimed, what was paid and no button', () => {
    expect(historyRow(predictionBet(5), NONE)).toEqual({
      epoch: '5',
      result: { kind: 'won', amount: 1_455_000_000_000_000_000n },
      collected: false,
      action: 'collect',
    })
    const claimed = predictionBet(5, {
      claimed: true,
      claimedAmount: '1455000000000000001',
      payout: null,
    })
    expect(historyRow(claimed, NONE)).toEqual({
      epoch: '5',
      result: { kind: 'won', amount: 1_455_000_000_000_000_001n },
      collected: true,
      action: undefined,
    })
    // the index without a figure: still won, still collectable
    expect(historyRow(predictionBet(5, { payout: null }), NONE).result).toEqual({
      kind: 'won',
      amount: undefined,
    })
  })

  test('a House round is a tie only when the lock and close prices are equal', () => {
    const tie = predictionBet(6, {
      outcome: 'lost',
      payout: null,
      round: predictionRound(6, { position: 'House', closePrice: PRICE_600 }),
    })
    expect(historyRow(tie, NONE)).toEqual({
      epoch: '6',
      result: { kind: 'tie' },
      collected: undefined,
      action: undefined,
    })
    // nobody took the winning side: the House wins, but the prices moved: an ordinary loss
    const emptySide = predictionBet(6, {
      position: 'Bear',
      outcome: 'lost',
      payout: null,
      round: predictionRound(6, { position: 'House' }),
    })
    expect(historyRow(emptySide, NONE).result).toEqual({ kind: 'lost' })
  })

  test('a canceled round offers Reclaim of the stake; running bets offer nothing', () => {
    const canceled = predictionBet(7, {
      outcome: 'reclaim',
      payout: null,
      round: predictionRound(7, { state: 'canceled', closePrice: null, position: null }),
    })
    expect(historyRow(canceled, NONE)).toEqual({
      epoch: '7',
      result: { kind: 'reclaim', amount: BNB },
      collected: false,
      action: 'reclaim',
    })
    expect(
      historyRow({ ...canceled, claimed: true, claimedAmount: BNB.toString() }, NONE).action,
    ).toBe(undefined)
    const running = predictionBet(8, { outcome: 'running', payout: null })
    expect(historyRow(running, NONE)).toMatchObject({ collected: undefined, action: undefined })
  })

  test('a round claimed from this screen reads collected before the index says so', () => {
    expect(historyRow(predictionBet(5), new Set(['5']))).toMatchObject({
      collected: true,
      action: undefined,
    })
    expect(historyRow(predictionBet(5), new Set(['4'])).action).toBe('collect')
  })
})

describe('collectPlan', () => {
  test('every payable round once, oldest first; winnings plus stakes; sent rounds left out', () => {
    const bets = [
      predictionBet(9),
      predictionBet(3, { outcome: 'reclaim', amount: (BNB / 5n).toString(), payout: null }),
      predictionBet(9),
      predictionBet(4, { outcome: 'lost', payout: null }),
      predictionBet(12),
    ]
    expect(collectPlan(bets, NONE)).toEqual({
      epochs: [3n, 9n, 12n],
      total: 2n * 1_455_000_000_000_000_000n + BNB / 5n,
    })
    expect(collectPlan(bets, new Set(['9', '12']))).toEqual({ epochs: [3n], total: BNB / 5n })
    expect(collectPlan([], NONE)).toEqual({ epochs: [], total: 0n })
  })
})
