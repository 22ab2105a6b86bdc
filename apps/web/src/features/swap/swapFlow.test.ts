import { getBestTrade, TradeType } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { INITIAL_SWAP_FLOW, type SwapFlowAction, swapFlowReducer } from './swapFlow'
import { amount, BNB, USDT, WORLD_PAIRS } from './testFixtures'

const trade = getBestTrade({
  pairs: WORLD_PAIRS,
  tradeType: TradeType.EXACT_INPUT,
  amount: amount(BNB, '1'),
  otherCurrency: USDT,
})
if (!trade) throw new Error('no trade')
const run = (...actions: SwapFlowAction[]) => actions.reduce(swapFlowReducer, INITIAL_SWAP_FLOW)
const hash = `0x${'ab'.repeat(32)}` as const
const rejected = { message: { key: 'Transaction rejected' } } as const

describe('swapFlowReducer', () => {
  test('review → attempt → sent; dismissing after success forgets everything', () => {
    const sent = run(
      { type: 'review', trade },
      { type: 'attempt', kind: 'swap' },
      { type: 'sent', hash },
    )
    expect(sent).toMatchObject({
      open: true,
      step: 'transaction',
      attempting: false,
      hash,
      tradeToConfirm: trade,
    })
    expect(swapFlowReducer(sent, { type: 'dismiss' })).toEqual(INITIAL_SWAP_FLOW)
  })

  test('a failure keeps its error after the modal closes, until the next attempt', () => {
    const closed = run(
      { type: 'review', trade },
      { type: 'attempt', kind: 'swap' },
      { type: 'failed', error: rejected },
      { type: 'dismiss' },
    )
    expect(closed).toEqual({ ...INITIAL_SWAP_FLOW, error: rejected })
    expect(swapFlowReducer(closed, { type: 'attempt', kind: 'wrap' }).error).toBeUndefined()
  })

  test('the gate: from review and back; opened directly (expert), cancelling closes', () => {
    const gated = run({ type: 'review', trade }, { type: 'gate', gate: 'confirm' })
    expect(gated).toMatchObject({ open: true, step: 'gate', gate: 'confirm' })
    expect(swapFlowReducer(gated, { type: 'cancelGate' })).toMatchObject({
      open: true,
      step: 'review',
    })
    const expert = run({ type: 'gate', gate: 'type-confirm', trade })
    expect(expert).toMatchObject({
      open: true,
      step: 'gate',
      skippedReview: true,
      tradeToConfirm: trade,
    })
    expect(swapFlowReducer(expert, { type: 'cancelGate' }).open).toBe(false)
  })

  test('accepting a new trade replaces the one under review', () => {
    const other = getBestTrade({
      pairs: WORLD_PAIRS,
      tradeType: TradeType.EXACT_INPUT,
      amount: amount(BNB, '2'),
      otherCurrency: USDT,
    })
    if (!other) throw new Error('no trade')
    expect(run({ type: 'review', trade }, { type: 'accept', trade: other }).tradeToConfirm).toBe(
      other,
    )
  })
})
